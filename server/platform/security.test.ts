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

describe("the third parties a page names", () => {
  const policy = (thirdParties: string) =>
    securityHeaders({
      scriptHashes: "'sha256-x'",
      isDev: false,
      isHttps: true,
      requestId: "1",
      thirdParties,
    })["Content-Security-Policy"];

  it("adds Google Analytics to scripts and calls only for a page that names it", () => {
    const analytics = policy("analytics");
    expect(analytics).toContain("script-src 'self' https://www.googletagmanager.com 'sha256-x';");
    expect(analytics).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com [^;]*;/);
    expect(policy("")).not.toContain("google");
  });

  it("adds reCAPTCHA's scripts and frames, and ignores names it does not know", () => {
    const recaptcha = policy("recaptcha evil toString __proto__");
    expect(recaptcha).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ 'sha256-x';",
    );
    expect(recaptcha).toMatch(/frame-src [^;]* https:\/\/www\.google\.com\/recaptcha\/ /);
    expect(recaptcha).not.toContain("googletagmanager");
    expect(recaptcha).not.toContain("evil");
  });
});
