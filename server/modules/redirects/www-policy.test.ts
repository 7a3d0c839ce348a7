import { describe, expect, it } from "vitest";
import { wwwHostOf } from "./www-policy.ts";

describe("wwwHostOf", () => {
  it("adds or takes off www as the policy says", () => {
    expect(wwwHostOf("www", "konoba.example")).toBe("www.konoba.example");
    expect(wwwHostOf("www", "www.konoba.example")).toBeUndefined();
    expect(wwwHostOf("non-www", "www.konoba.example")).toBe("konoba.example");
    expect(wwwHostOf("non-www", "konoba.example")).toBeUndefined();
  });

  it("leaves hosts alone without a policy, and addresses and localhost always", () => {
    expect(wwwHostOf(undefined, "www.konoba.example")).toBeUndefined();
    expect(wwwHostOf("none", "konoba.example")).toBeUndefined();
    expect(wwwHostOf("www", "localhost")).toBeUndefined();
    expect(wwwHostOf("www", "127.0.0.1")).toBeUndefined();
  });
});
