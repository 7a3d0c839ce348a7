import type { TestProject } from "vitest/node";
import { startTestServer, type TestServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    apiUrl: string;
    databaseKind: string;
  }
}

let server: TestServer | undefined;

/** One real server (API only) on a fresh seeded database for all API test files. */
export async function setup(project: TestProject): Promise<void> {
  server = await startTestServer();
  project.provide("apiUrl", server.url);
  project.provide("databaseKind", server.databaseKind);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
