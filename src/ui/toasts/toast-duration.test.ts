import { describe, expect, it } from "vitest";
import { toastDuration } from "./toast-duration.ts";

describe("toastDuration", () => {
  it("keeps success and info toasts for 3000 ms", () => {
    expect(toastDuration({ kind: "success", message: "Dodano u košaricu" })).toBe(3000);
    expect(toastDuration({ kind: "info", message: "x".repeat(200) })).toBe(3000);
  });

  it("keeps error toasts 50 ms per character", () => {
    expect(toastDuration({ kind: "error", message: "Prijava nije uspjela" })).toBe(20 * 50);
    expect(toastDuration({ kind: "error", message: "x".repeat(120) })).toBe(6000);
  });

  it("lets an explicit duration win (spec 9: cart updated 12000 ms)", () => {
    expect(
      toastDuration({ kind: "info", message: "Košarica je promijenjena", duration: 12000 }),
    ).toBe(12000);
  });
});
