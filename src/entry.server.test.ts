import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError, withModulePreloadsAfterThePaint, withTextsParts } from "./entry.server.tsx";

// issue 18: a passing test run logs no stack for what visitors do (a PUT to a page is a 405)

/** What React Router hands handleError for a request it answers with `status` itself. */
const routerError = (status: number, error?: Error) => ({
  status,
  statusText: "",
  internal: true,
  data: "",
  error,
});
const argsOf = (signal = new AbortController().signal) => ({
  request: new Request("http://127.0.0.1/o-nama", { method: "PUT", signal }),
  params: {},
  context: undefined as never,
});

describe("handleError", () => {
  const logged = () => vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => vi.restoreAllMocks());

  it("logs nothing for a visitor's 4xx (a method no page takes, a missing route)", () => {
    const console = logged();
    handleError(routerError(405, new Error("You made a PUT request to /o-nama")), argsOf());
    handleError(routerError(404), argsOf());
    expect(console).not.toHaveBeenCalled();
  });

  it("logs the server's own errors, and a 5xx's cause", () => {
    const console = logged();
    const broken = new Error("loader broke");
    handleError(broken, argsOf());
    const cause = new Error("the cause");
    handleError(routerError(500, cause), argsOf());
    expect(console.mock.calls).toEqual([[broken], [cause]]);
  });

  it("logs nothing for a request the visitor gave up", () => {
    const console = logged();
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error("late"), argsOf(aborted.signal));
    expect(console).not.toHaveBeenCalled();
  });
});

describe("withModulePreloadsAfterThePaint", () => {
  it("leaves a page without module preloads as it is", () => {
    const page = Buffer.from("<html><body>Čaše</body></html>");
    expect(withModulePreloadsAfterThePaint(page)).toBe(page);
  });

  it("asks for every module preload at low priority and leaves other links alone", () => {
    const head =
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/a.avif 480w"/>' +
      '<link rel="stylesheet" href="/assets/root-3.css"/>';
    expect(withModulePreloadsAfterThePaint(Buffer.from(head)).toString()).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/manifest-1.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-2.js"/>' +
        '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/a.avif 480w"/>' +
        '<link rel="stylesheet" href="/assets/root-3.css"/>',
    );
  });
});

describe("withTextsParts", () => {
  it("names the pieces of texts on the document's <html>, after its attributes", () => {
    const page =
      '<!DOCTYPE html><html lang="hr"><head><title>Čaše</title></head><body></body></html>';
    expect(withTextsParts(Buffer.from(page), ["shell", "account"]).toString()).toBe(
      '<!DOCTYPE html><html lang="hr" data-texts="shell account"><head><title>Čaše</title></head><body></body></html>',
    );
  });
});
