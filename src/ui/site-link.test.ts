import { describe, expect, it } from "vitest";
import { isActivePath } from "./site-link.tsx";

describe("isActivePath (NavLink's end rule)", () => {
  it("matches the path itself, case-insensitive, with or without a trailing slash", () => {
    expect(isActivePath("/o-nama", "/o-nama")).toBe(true);
    expect(isActivePath("/o-nama/", "/o-nama")).toBe(true);
    expect(isActivePath("/O-Nama", "/o-nama")).toBe(true);
    expect(isActivePath("/en/", "/en/")).toBe(true);
    expect(isActivePath("/en", "/en/")).toBe(true);
    expect(isActivePath("/dvorana", "/dvorana#vjencanja")).toBe(true);
  });

  it("does not match parents, children or siblings", () => {
    expect(isActivePath("/o-nama/tim", "/o-nama")).toBe(false);
    expect(isActivePath("/o-nama", "/")).toBe(false);
    expect(isActivePath("/", "/o-nama")).toBe(false);
    expect(isActivePath("/o-namas", "/o-nama")).toBe(false);
  });
});
