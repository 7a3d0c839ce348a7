import { afterAll, beforeAll } from "vitest";
import type { Services } from "#server/platform/services.ts";
import { type EditorCalls, type SiteApp, editorCalls, startSiteApp } from "./site-app.ts";

/**
 * A test file's own site for the builder's tests: the real site build over a seeded PGlite of
 * its own (or DATABASE_URL), started before the file's tests and closed after them, with an
 * editor's calls and the services (for the scheduler's clock: publishDue).
 */
export function editorSite(): EditorCalls & { readonly services: Services } {
  let site: SiteApp | undefined;
  let calls: EditorCalls | undefined;
  beforeAll(async () => {
    site = await startSiteApp();
    calls = await editorCalls(site.app);
  }, 300_000);
  afterAll(() => site?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the site starts in beforeAll");
    return value;
  };
  return {
    api: (...call) => started(calls).api(...call),
    data: (...call) => started(calls).data(...call),
    visit: (url) => started(calls).visit(url),
    get services() {
      return started(site).services;
    },
  };
}
