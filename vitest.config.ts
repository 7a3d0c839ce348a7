import { defineConfig } from "vitest/config";

// Own config without reactRouter() (stack.md). Playwright specs live in tests/e2e and run
// through `npm run test:e2e`, never here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "{codegen,common,server,src,admin,locales,scripts}/**/*.test.{ts,tsx}",
            "tests/house/**/*.test.ts",
          ],
          environment: "node",
          // the files of a worker share their modules (issue 18: a suite that stays fast; the
          // imports were most of its time): a test that needs a module fresh resets it
          isolate: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // one worker runs the files one after another on one shared module graph: the server's
          // modules are imported once, not per file (alone: 205 s -> 137 s, CPU 197 s -> 122 s)
          isolate: false,
          globalSetup: ["tests/api/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Whole server processes (`node server/main.ts`): start-up, locks, signals.
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: ["tests/server/global-setup.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
