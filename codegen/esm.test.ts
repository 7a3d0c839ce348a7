import { describe, expect, it } from "vitest";
import { toEsm } from "./esm.ts";

describe("toEsm", () => {
  it("turns ajv's require calls into namespace imports with CommonJS interop", () => {
    const code =
      '"use strict";export default validate0;const func0 = require("ajv/dist/runtime/ucs2length").default;' +
      'const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];';
    const esm = toEsm(code);
    expect(esm).not.toContain("require(");
    expect(esm).not.toContain('"use strict"');
    expect(esm).toContain('import * as __m0 from "ajv-formats/dist/formats.js";');
    expect(esm).toContain('import * as __m1 from "ajv/dist/runtime/ucs2length.js";');
    expect(esm).toContain("const func0 = __cjs(__m1).default;");
  });

  it("leaves code without require alone", () => {
    expect(toEsm("export default validate0;")).toBe("export default validate0;");
  });

  it("refuses modules other than ajv's runtime and ajv-formats", () => {
    expect(() => toEsm('const x = require("fs");')).toThrow(/unexpected module: fs/);
  });
});
