import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security.ts";

const csp = (formActions?: string) =>
  securityHeaders({ scriptHashes: "", isDev: false, isHttps: true, requestId: "1", formActions })[
    "Content-Security-Policy"
  ];

describe("the content security policy's form-action", () => {
  it("lets forms post only to the site itself by default", () => {
    expect(csp()).toContain("form-action 'self';");
  });

  it("adds the configured card gateway's origin, for its hosted payment form (decision 045)", () => {
    expect(csp("https://form.wspay.biz")).toContain("form-action 'self' https://form.wspay.biz;");
    // the policies of two configurations in one process stay apart
    expect(csp()).toContain("form-action 'self';");
  });
});

describe("the card wallet's sources", () => {
  const policy = (walletOrigin?: string) =>
    securityHeaders({
      scriptHashes: "",
      isDev: false,
      isHttps: true,
      requestId: "1",
      walletOrigin,
    })["Content-Security-Policy"];

  it("adds the configured wallet's origin to scripts, calls and frames, and nothing without one", () => {
    const configured = policy("https://www.paypal.com");
    expect(configured).toContain("script-src 'self' https://www.paypal.com");
    expect(configured).toContain("connect-src 'self' https://www.paypal.com;");
    expect(configured).toMatch(/frame-src [^;]* https:\/\/www\.paypal\.com;/);
    expect(policy()).not.toContain("paypal");
    expect(policy()).toContain("connect-src 'self';");
  });
});
