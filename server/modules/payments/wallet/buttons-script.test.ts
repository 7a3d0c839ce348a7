import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { walletButtonsScript } from "./buttons-script.ts";

// The buttons script as the server sends it: the program's own text (Function#toString) and its
// settings. It must stand alone in a browser: no import, no helper of a compiler, valid script
// syntax, and window.paypal after it ran. (Its clicks and dialog are the browser tests' part.)

const config = {
  base: "/sandbox/wallet",
  currency: "EUR",
  intent: "capture",
  vault: false,
} as const;

/** Runs the script in a context with the few globals its first run touches. */
function run(script: string) {
  class HTMLElement {}
  class HTMLScriptElement extends HTMLElement {}
  const window: { paypal?: unknown } = {};
  const context = vm.createContext({
    window,
    URL,
    HTMLElement,
    HTMLScriptElement,
    location: { href: "http://shop.test/checkout" },
    document: { currentScript: null, querySelector: () => null },
    console,
  });
  new vm.Script(script).runInContext(context);
  return window as {
    paypal?: {
      Buttons: (options: object) => {
        isEligible(): boolean;
        render(container: string): Promise<void>;
        close(): void;
      };
      FUNDING: { PAYPAL: string };
    };
  };
}

describe("the wallet sandbox's buttons script", () => {
  it("is a standalone classic script with its settings", () => {
    const script = walletButtonsScript(config);
    expect(script.startsWith('"use strict";\n(function walletButtonsProgram(')).toBe(true);
    expect(script.endsWith(`)(${JSON.stringify(config)});\n`)).toBe(true);
    expect(script).not.toMatch(/\bimport\b|\bexport\b|\brequire\(|__name|__vite/);
    expect(() => new vm.Script(script)).not.toThrow();
  });

  it("defines window.paypal.Buttons, eligible, refusing a container that is not there", async () => {
    const { paypal } = run(walletButtonsScript(config));
    expect(typeof paypal?.Buttons).toBe("function");
    expect(paypal?.FUNDING.PAYPAL).toBe("paypal");
    const buttons = paypal!.Buttons({ createOrder: () => "ORDER", onApprove: () => undefined });
    expect(buttons.isEligible()).toBe(true);
    await expect(buttons.render("#nowhere")).rejects.toThrow(/no element/);
    expect(() => buttons.close()).not.toThrow();
  });

  it("carries only JSON settings, whatever they hold", () => {
    const script = walletButtonsScript({ ...config, currency: '"</script><b>' });
    expect(script).toContain(JSON.stringify('"</script><b>'));
    expect(() => new vm.Script(script)).not.toThrow();
  });
});
