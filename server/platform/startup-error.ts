import { DataDirLockedError } from "./data-dir-lock.ts";

// A start-up failure a person can fix (a database that is down, a port that is taken, a data
// directory in use) gets one line with the cause and what to do, not a stack trace (issue 6).

export type StartupContext = { port: number; host: string; databaseUrl: string | undefined };

/** DATABASE_URL cannot be parsed as a PostgreSQL connection string. */
export class InvalidDatabaseUrlError extends Error {
  constructor() {
    super("DATABASE_URL is not a valid PostgreSQL URL");
    this.name = "InvalidDatabaseUrlError";
  }
}

/** Throws InvalidDatabaseUrlError unless url is a postgres:// (or postgresql://, socket:) URL. */
export function checkDatabaseUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidDatabaseUrlError();
  }
  if (!["postgres:", "postgresql:", "socket:"].includes(parsed.protocol))
    throw new InvalidDatabaseUrlError();
}

/** Where DATABASE_URL points, without the password. */
function databaseTarget(url: string | undefined): string {
  try {
    const parsed = new URL(url ?? "");
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/** The error and its causes (drizzle wraps driver errors), outermost first. */
function* chain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const postgresHint =
  "Start PostgreSQL or fix DATABASE_URL (postgres://user:password@host:5432/database), or unset it to use the embedded PGlite";

function describeOne(error: unknown, context: StartupContext): string | undefined {
  if (error instanceof DataDirLockedError) {
    // A process on another host (a shared volume) cannot be checked from here.
    const orphan = error.isOtherHost ? ` If none runs there, delete ${error.lockFile}.` : "";
    return `${error.message}. Stop that server first, or set DATA_DIR to another directory.${orphan}`;
  }
  if (error instanceof InvalidDatabaseUrlError)
    return `${error.message}. Write it as postgres://user:password@host:5432/database, or unset it to use the embedded PGlite.`;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const target = databaseTarget(context.databaseUrl);
  switch (code) {
    case "EADDRINUSE":
      return `port ${context.port} on ${context.host} is already in use. Stop the program that uses it, or set PORT to a free port.`;
    case "EACCES":
    case "EPERM":
    case "EROFS": {
      if ((error as { syscall?: unknown }).syscall === "listen")
        return `no permission to listen on port ${context.port}. Set PORT to a port above 1023.`;
      const file = (error as { path?: unknown }).path;
      if (typeof file !== "string") return undefined;
      return `cannot write ${file} (${code}). Make DATA_DIR writable for this user, or set DATA_DIR to another directory.`;
    }
    case "ECONNREFUSED":
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
      return `PostgreSQL at ${target} does not answer (${code}). ${postgresHint}.`;
    case "ERR_SOCKET_BAD_PORT":
      return `PORT must be a whole number from 0 to 65535. Set PORT to a free port.`;
    case "EADDRNOTAVAIL":
      return `HOST ${context.host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      if ((error as { hostname?: unknown }).hostname === context.host)
        return `HOST ${context.host} was not found (${code}). Set HOST to an address of this machine, or 0.0.0.0 for all.`;
      return `the PostgreSQL host in DATABASE_URL (${target}) was not found (${code}). ${postgresHint}.`;
    case "ERR_INVALID_URL":
      return describeOne(new InvalidDatabaseUrlError(), context);
    // PostgreSQL's own codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
    case "3D000":
      return `PostgreSQL at ${target}: ${message}. Create the database (createdb) or fix DATABASE_URL.`;
    case "28000":
    case "28P01":
      return `PostgreSQL at ${target} refused the login: ${message}. Fix the user or password in DATABASE_URL.`;
    default:
      return undefined;
  }
}

/**
 * One line saying why Vitrina could not start (or do `action`) and what to do, or undefined
 * for a cause nobody can fix from outside (a bug).
 */
export function describeStartupError(
  error: unknown,
  context: StartupContext,
  action = "start",
): string | undefined {
  for (const cause of chain(error)) {
    const line = describeOne(cause, context);
    if (line) return `Vitrina could not ${action}: ${line}`;
  }
  return undefined;
}
