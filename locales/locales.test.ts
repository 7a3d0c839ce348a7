import { describe, expect, it } from "vitest";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { hr } from "./hr/index.ts";

type Tree = { readonly [key: string]: string | Tree };

/** Every key path with its value: "layout.cookie.agree" → "Slažem se". */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const source = flatten(hr);

describe.each([
  ["en", en],
  ["de", de],
])("locale %s", (_name, locale) => {
  const target = flatten(locale);

  it("has exactly the keys of hr", () => {
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it("keeps every {placeholder} of hr", () => {
    for (const [key, text] of source) {
      expect({ key, names: placeholders(target.get(key) ?? "") }).toEqual({
        key,
        names: placeholders(text),
      });
    }
  });

  it("leaves no text empty", () => {
    for (const [key, text] of target)
      expect({ key, isEmpty: text.trim() === "" }).toEqual({ key, isEmpty: false });
  });
});

describe("hr", () => {
  it("holds the spec texts", () => {
    expect(hr.errors.notFound).toBe("Stranica nije pronađena");
    expect(hr.errors.maintenance).toBe("Održavanje u toku, biti ćemo s Vama uskoro!");
    expect(hr.layout.cookie.agree).toBe("Slažem se");
    expect(hr.errors.fallback).toBe("An error occurred while showing the error page");
    expect(hr.auth.login.failed).toBe("Prijava nije uspjela");
  });
});
