import { describe, expect, it } from "vitest";
import { formFieldTypes } from "#generated/form-fields.ts";
import { fieldWidgets } from "./widgets.ts";

describe("form field widgets", () => {
  it("has one widget for every field type of schemas/form-fields (issue 21's house rule)", () => {
    expect(Object.keys(fieldWidgets).sort()).toEqual([...formFieldTypes].sort());
    for (const widget of Object.values(fieldWidgets)) expect(typeof widget).toBe("function");
  });
});
