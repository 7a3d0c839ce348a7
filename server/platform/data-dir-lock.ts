import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, mkdir, readFile, realpath, rename, unlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { hostname } from "node:os";
import path from "node:path";

// Two processes writing one PGlite directory corrupt it (issue 6: duplicate primary keys, an
// index that missed rows). Node has no flock(), so the lock is a file that names its owner,
// written whole under another name and then linked into place (link() refuses an existing
// file), so nobody ever reads a lock half written; an owner that is gone (kill -9, a crash, a
// reboot) leaves a stale lock that the next start replaces.
// Replacing a stale lock races: two starters read the same stale lock, one replaces it with its
// own, and the other then moves that live lock aside. So on Linux the kernel decides first: a
// socket in the abstract namespace named after the directory is bound by one process at a time
// and released when that process ends, however it ends. Only its holder touches the lock file,
// which then names the owner and guards hosts (and network namespaces) sharing the directory.

/** The lock file inside DATA_DIR. */
export const lockFileName = "vitrina.lock";

type LockContent = {
  pid: number;
  /** Start time of the process (Linux /proc), so a reused pid is not taken for the owner. */
  processStart: string | undefined;
  host: string;
  token: string;
  startedAt: string;
};

/** The data directory is used by another live process (holder: unknown while it starts). */
export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holder: { pid: number; host: string; startedAt: string } | undefined;
  readonly isOtherHost: boolean;
  readonly lockFile: string;
  constructor(dataDir: string, holder: LockContent | undefined) {
    const isOtherHost = !!holder && holder.host !== hostname();
    const where = isOtherHost ? ` on host ${holder?.host}` : "";
    const who = holder ? ` (pid ${holder.pid}${where}, since ${holder.startedAt})` : " (starting)";
    super(`the data directory ${dataDir} is in use by another Vitrina process${who}`);
    this.name = "DataDirLockedError";
    this.dataDir = dataDir;
    this.holder = holder;
    this.isOtherHost = isOtherHost;
    this.lockFile = path.join(dataDir, lockFileName);
  }
}

export type DataDirLock = { file: string; release: () => Promise<void> };

function processStart(pid: number | "self"): string | undefined {
  try {
    // field 22 of /proc/<pid>/stat, counted after the command name in parentheses
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockContent): boolean {
  // Another host's process cannot be checked from here: treat it as alive (the safe side).
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = processStart(owner.pid);
  return !owner.processStart || !start || start === owner.processStart;
}

async function readLock(file: string): Promise<LockContent | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<LockContent>;
    return typeof parsed.pid === "number" && typeof parsed.token === "string"
      ? (parsed as LockContent)
      : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error;
    return undefined; // unreadable: damaged, or left by an older version that wrote in place
  }
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * Moves a stale lock out of the way. rename() is atomic, but another starter may have replaced
 * the stale lock with its own live one between our read and our rename: then put it back.
 */
async function removeStale(file: string, stale: LockContent | undefined): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (code(error) === "ENOENT") return; // another starter moved it first
    throw error;
  }
  const moved = await readLock(aside).catch(() => undefined);
  if (moved && moved.token !== stale?.token && isAlive(moved)) {
    // link() fails when a lock exists again, so it never overwrites one
    await link(aside, file).catch(() => undefined);
  }
  await unlink(aside).catch(() => undefined);
}

/**
 * Creates the lock file with its whole content at once, or answers false when a lock exists.
 * (A file opened with O_EXCL and then written is empty for a moment: a starter that read it
 * then took it for a dead writer's and removed it while its owner went on.)
 */
async function createLock(file: string, content: LockContent): Promise<boolean> {
  const draft = `${file}.new-${process.pid}-${content.token}`;
  await writeFile(draft, `${JSON.stringify(content)}\n`, { flag: "wx" });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if (code(error) === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Binds the directory's socket in Linux's abstract namespace: the server, or "held" when another
 * process has it; undefined where there is no such namespace (the lock file alone decides).
 */
async function bindKernelLock(dataDir: string): Promise<Server | "held" | undefined> {
  if (process.platform !== "linux") return undefined;
  const digest = createHash("sha256")
    .update(await realpath(dataDir))
    .digest("hex");
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once("error", (error) =>
      code(error) === "EADDRINUSE" ? resolve("held") : reject(error),
    );
    // it must not keep a process alive that has nothing else to do
    server.listen(`\0vitrina-data-dir-${digest.slice(0, 40)}`, () => resolve(server.unref()));
  });
}

/** The owner named by the lock file of a directory whose socket is held (it may be starting). */
async function holderOf(file: string): Promise<LockContent | undefined> {
  for (let attempt = 0; attempt < 25; attempt++) {
    const holder = await readLock(file).catch(() => undefined);
    if (holder && isAlive(holder)) return holder;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/**
 * Takes the exclusive lock on dataDir (created when missing). Throws DataDirLockedError when a
 * live process holds it; replaces a lock whose process is gone.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, lockFileName);
  const kernelLock = await bindKernelLock(dataDir);
  if (kernelLock === "held") throw new DataDirLockedError(dataDir, await holderOf(file));
  try {
    const lock = await lockFile(dataDir, file);
    return {
      file,
      release: async () => {
        await lock.release();
        kernelLock?.close();
      },
    };
  } catch (error) {
    kernelLock?.close();
    throw error;
  }
}

/** The lock file: created whole, or a stale one replaced; refused while a live owner holds it. */
async function lockFile(dataDir: string, file: string): Promise<DataDirLock> {
  const content: LockContent = {
    pid: process.pid,
    processStart: processStart("self"),
    host: hostname(),
    token: randomUUID(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await createLock(file, content))
      return { file, release: () => releaseLock(file, content.token) };
    let holder: LockContent | undefined;
    try {
      holder = await readLock(file);
    } catch {
      continue; // removed since our attempt: try again
    }
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // gone, or unreadable (never written by createLock: a damaged file): replace it
    await removeStale(file, holder);
  }
  throw new Error(`could not take the lock ${file}`);
}

/** Removes the lock file when it is still ours. */
async function releaseLock(file: string, token: string): Promise<void> {
  const current = await readLock(file).catch(() => undefined);
  if (current?.token === token) await unlink(file).catch(() => undefined);
}
