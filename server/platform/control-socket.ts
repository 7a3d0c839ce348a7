import { chmod, unlink } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import path from "node:path";

/**
 * A command line program asks the server that holds the data directory to do what only that
 * process can (PGlite has one owner: `npm run backup` while the site runs). The socket is a file
 * in the data directory, readable by its owner only, so who may ask is who may read the data.
 */
export const controlSocketName = "vitrina.sock";

type Answer = { ok: true; result: unknown } | { ok: false; message: string };

const socketOf = (dataDir: string) => path.join(dataDir, controlSocketName);

/** Bounded: a request is one short JSON line. */
const maxRequestBytes = 1024;

/**
 * Serves the commands on the data directory's socket (the caller holds the directory's lock, so
 * a socket file left by a killed process is ours to replace). Resolves to the function that stops.
 */
export async function serveControl(
  dataDir: string,
  commands: Readonly<Record<string, () => Promise<unknown>>>,
): Promise<() => Promise<void>> {
  const file = socketOf(dataDir);
  await unlink(file).catch(() => undefined);
  const server = createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    const answer = (reply: Answer) => socket.end(`${JSON.stringify(reply)}\n`);
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > maxRequestBytes) return socket.destroy();
      if (!received.includes("\n")) return;
      socket.setTimeout(0); // the command may take long; the request is whole
      let name: unknown;
      try {
        name = (JSON.parse(received) as { command?: unknown }).command;
      } catch {
        return answer({ ok: false, message: "not a JSON request" });
      }
      const command =
        typeof name === "string" && Object.hasOwn(commands, name) ? commands[name] : undefined;
      if (!command) return answer({ ok: false, message: `unknown command ${String(name)}` });
      command().then(
        (result) => answer({ ok: true, result }),
        (error: unknown) =>
          answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** No server answers on the data directory's socket. */
export class NoControlServerError extends Error {}

/** Asks the server holding dataDir to run a command; its result, or its failure as an Error. */
export function askControl(dataDir: string, command: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketOf(dataDir));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new NoControlServerError(`no server answers on ${socketOf(dataDir)}`)
          : error,
      ),
    );
    socket.on("end", () => {
      try {
        const reply = JSON.parse(received) as Answer;
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.message));
      } catch {
        reject(new Error("the server's answer was cut short"));
      }
    });
  });
}
