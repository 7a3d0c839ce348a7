// `npm test`: the house's checks and the four suites. Two lanes run side by side (TEST_LANES=1
// runs everything one after another): the quick checks, the lint and the unit, API and server
// suites in one; the site's build, the type check and the browser suite in the other. Every line
// is printed as it comes, named by its stage; at the end, each stage's time and CPU. The build is
// made once, before the server suite or the browser suite needs it.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

type Stage = { name: string; script: string; after?: Promise<unknown> };

// what runs now (with two lanes each in a process group of its own): a failed stage stops
// the other lane's
const running = new Set<number>();
const stopOthers = () => {
  for (const pid of running) process.kill(-pid, "SIGTERM");
};

// Node's compile cache (the V8 code of every module, TypeScript's stripped too) shared by every
// process of the run: the tests start dozens of servers, each loading the same few hundred
// modules (the server suite: 128 s -> 90 s alone)
const compileCache = process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), "vitrina-compile-cache");

// The CPU a stage used, all its processes together: what this process's reaped children used
// (Linux's /proc/self/stat, cutime + cstime in 1/100 s), read as each stage's process is reaped.
// Two stages ending in the same instant would share one figure; stages run for minutes.
const reapedCpuSeconds = (): number | undefined => {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
};
let reapedSoFar = reapedCpuSeconds();

const run = (stage: Stage, prefix: boolean): Promise<{ code: number; cpu?: number }> =>
  new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", stage.script], {
      stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
        NODE_COMPILE_CACHE: compileCache,
      },
      detached: prefix,
    });
    const { pid } = child;
    if (pid !== undefined) running.add(pid);
    if (prefix)
      for (const stream of [child.stdout, child.stderr])
        if (stream)
          createInterface({ input: stream }).on("line", (line) =>
            console.log(`[${stage.name}] ${line}`),
          );
    let cpu: number | undefined;
    child.on("exit", () => {
      const reaped = reapedCpuSeconds();
      if (reaped !== undefined && reapedSoFar !== undefined) cpu = reaped - reapedSoFar;
      reapedSoFar = reaped;
    });
    child.on("close", (code) => {
      if (pid !== undefined) running.delete(pid);
      resolve({ code: code ?? 1, cpu });
    });
  });

const timings: { name: string; seconds: number; cpu?: number; code: number }[] = [];
let failed = false;

async function runLane(stages: Stage[], prefix: boolean): Promise<void> {
  for (const stage of stages) {
    await stage.after;
    if (failed) return;
    const began = performance.now();
    console.log(`[${stage.name}] started`);
    const { code, cpu } = await run(stage, prefix);
    const seconds = (performance.now() - began) / 1000;
    timings.push({ name: stage.name, seconds, cpu, code });
    console.log(`[${stage.name}] ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
    if (code !== 0) {
      if (!failed) stopOthers();
      failed = true;
      throw new Error(`${stage.name} failed`);
    }
  }
}

const lint: Stage = { name: "lint", script: "lint" };
const typecheck: Stage = { name: "typecheck", script: "typecheck" };
const quickChecks: Stage[] = [
  { name: "codegen", script: "codegen:check" },
  { name: "imports", script: "check:imports" },
  { name: "format", script: "format:check" },
];
const began = performance.now();
const lanes = Number(process.env.TEST_LANES ?? 2);
let outcome: unknown;
try {
  if (lanes <= 1) {
    await runLane(
      [
        ...quickChecks,
        lint,
        typecheck,
        { name: "unit", script: "test:unit" },
        { name: "api", script: "test:api" },
        { name: "build", script: "build:stale" },
        { name: "server", script: "test:server" },
        { name: "e2e", script: "test:e2e" },
      ],
      false,
    );
  } else {
    let built: () => void = () => undefined;
    const isBuilt = new Promise<void>((resolve) => (built = resolve));
    // the type check goes with the browser suite, the lint with the others (stage times of a
    // quiet run, 2026-11-27: build 5, typecheck 35, e2e 497 s; checks 38, lint 91, unit 111,
    // api 154, server 159 s: about 540 s each way)
    const browser = runLane([{ name: "build", script: "build:stale" }], true).then(() => {
      built();
      return runLane([typecheck, { name: "e2e", script: "test:e2e" }], true);
    });
    const rest = runLane(
      [
        ...quickChecks,
        lint,
        { name: "unit", script: "test:unit" },
        { name: "api", script: "test:api" },
        { name: "server", script: "test:server", after: isBuilt },
      ],
      true,
    );
    // a failed build never resolves isBuilt: the other lane stops at its server stage
    const results = await Promise.allSettled([rest, browser.finally(built)]);
    outcome = results.find((result) => result.status === "rejected");
  }
} catch (error) {
  outcome = error;
}

console.log("\nStage times (wall clock, and the CPU its processes used):");
const cpuColumn = (cpu: number | undefined) =>
  cpu === undefined ? "" : `${cpu.toFixed(0).padStart(6)} s CPU`;
for (const timing of timings)
  console.log(
    `  ${timing.name.padEnd(10)} ${timing.seconds.toFixed(0).padStart(5)} s ${cpuColumn(timing.cpu)}  ${timing.code === 0 ? "passed" : "FAILED"}`,
  );
const cpuTotal = timings.reduce((sum, timing) => sum + (timing.cpu ?? 0), 0);
console.log(
  `  ${"total".padEnd(10)} ${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s ${cpuColumn(reapedSoFar === undefined ? undefined : cpuTotal)}  (${lanes <= 1 ? "one lane" : "two lanes"})`,
);
if (outcome !== undefined || failed) process.exit(1);
