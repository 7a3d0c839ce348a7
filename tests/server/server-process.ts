import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDataDir } from "#server/db/seed/seeded-template.ts";

// Whole server processes for tests/server/: `node server/main.ts` (or another script) as a
// child, its output collected, its exit awaited. `cleanup()` (call it in afterEach) kills what a
// test left running and removes the temporary directories it asked for.

const root = path.resolve(import.meta.dirname, "../..");
const running = new Set<ServerProcess>();
const tempDirs = new Set<string>();

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type OutputPattern = string | RegExp | ((output: string) => boolean);

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** stdout and stderr so far, interleaved as they arrived. */
  output: () => string;
  stderr: () => string;
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  /**
   * Resolves when the output contains pattern (a string, a RegExp, or a test of the whole
   * output); rejects when the process ends first or after timeoutMs.
   */
  waitFor: (pattern: OutputPattern, timeoutMs?: number) => Promise<void>;
  /** Sends signal (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<Exit>;
};

export type SpawnOptions = {
  /** Script relative to the repository root; `server/main.ts` by default. */
  script?: string;
  /** A free port is chosen when missing (freePort). */
  port?: number;
  /** DATA_DIR; a new temporary directory when missing. */
  dataDir?: string;
  /** Added to the environment; DATABASE_URL is cleared unless given here (PGlite by default). */
  env?: Record<string, string | undefined>;
  args?: string[];
};

/** A port the operating system just called free (ephemeral range, away from fixed test ports). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no free port");
  return address.port;
}

/** A new temporary directory, removed by cleanup(). */
export async function tempDir(name = "server"): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `vitrina-test-${name}-`));
  tempDirs.add(dir);
  return dir;
}

/**
 * A new temporary data directory that already holds the run's migrated and seeded database
 * (server/db/seed/seeded-template.ts): a server starts on it without initdb, migrations or the
 * seed, seconds of CPU less each start. A test of the first start takes tempDir().
 */
export async function seededDataDir(name = "server"): Promise<string> {
  const dir = await tempDir(name);
  await seedDataDir(dir);
  return dir;
}

/** Starts a process with the Node that runs the tests (Node 24) and collects its output. */
export async function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await tempDir());
  const child = spawn(
    process.execPath,
    [options.script ?? "server/main.ts", ...(options.args ?? [])],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        LOG_FORMAT: "json",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  let stderr = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer, isError: boolean) => {
    output += chunk.toString();
    if (isError) stderr += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", (chunk: Buffer) => append(chunk, false));
  child.stderr.on("data", (chunk: Buffer) => append(chunk, true));
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stderr: () => stderr,
    exited,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const matches = () =>
          typeof pattern === "string"
            ? output.includes(pattern)
            : typeof pattern === "function"
              ? pattern(output)
              : pattern.test(output);
        const finish = (error?: Error) => {
          listeners.delete(check);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (matches()) finish();
        };
        const timer = setTimeout(
          () => finish(new Error(`no ${String(pattern)} after ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        listeners.add(check);
        void exited.then((exit) => {
          if (!matches())
            finish(
              new Error(`exited (${JSON.stringify(exit)}) before ${String(pattern)}:\n${output}`),
            );
        });
        check();
      }),
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Spawns a server and waits until it prints "Vitrina is running" (its start-up banner). */
export async function startServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  const server = await spawnServer(options);
  await server.waitFor("Vitrina is running");
  return server;
}

/** Kills the processes a test left running (SIGKILL) and removes its temporary directories. */
export async function cleanup(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop("SIGKILL")));
  await Promise.all([...tempDirs].map((dir) => rm(dir, { recursive: true, force: true })));
  tempDirs.clear();
}
