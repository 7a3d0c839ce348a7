import type { TestProject } from "vitest/node";
import { prepareDemoMedia } from "#server/modules/media/demo-media.ts";
import { loginLimits, startTestServer, type TestServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    databaseKind: string;
    mediaDir: string;
  }
}

let server: TestServer | undefined;

/** One real server (API only) on a fresh seeded database for all API test files. */
export async function setup(project: TestProject): Promise<void> {
  // The suite logs the demo accounts in many times a minute; rate-limit.test.ts checks the limits.
  // the demo's media items' files, encoded once for every server of the suite (decision 061)
  await prepareDemoMedia();
  server = await startTestServer(loginLimits);
  project.provide("apiUrl", server.url);
  project.provide("databaseKind", server.databaseKind);
  project.provide("mediaDir", server.mediaDir);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
