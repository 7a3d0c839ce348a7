// ajv's standalone output still calls require() even with esm: true (stack.md). Browsers and Vite
// need pure ESM, so each require becomes a namespace import of the same CommonJS module.

const requirePattern = /require\("([^"]+)"\)/g;

// Only ajv's runtime helpers and the ajv-formats definitions may be pulled in: anything else
// would mean a schema needs run-time code we have not reviewed.
const allowed = [/^ajv\/dist\/runtime\/[a-z0-9_]+$/, /^ajv-formats\/dist\/formats$/];

// Node puts module.exports under `default` of the namespace; bundlers flatten it into the
// namespace. Either way this returns what require() would have.
const interop = "const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);";

/** Rewrites ajv standalone code into an ES module without require(). */
export function toEsm(code: string): string {
  const specifiers = [
    ...new Set([...code.matchAll(requirePattern)].map((match) => match[1] ?? "")),
  ];
  specifiers.sort();
  for (const specifier of specifiers) {
    if (!allowed.some((pattern) => pattern.test(specifier))) {
      throw new Error(`standalone code requires an unexpected module: ${specifier}`);
    }
  }
  const body = code
    .replace(/^"use strict";\s*/, "")
    .replace(
      requirePattern,
      (_match, specifier: string) => `__cjs(__m${specifiers.indexOf(specifier)})`,
    );
  if (body.includes("require(")) throw new Error("standalone code still contains require(");
  const imports = specifiers.map(
    (specifier, index) => `import * as __m${index} from "${specifier}.js";`,
  );
  return [...imports, ...(specifiers.length > 0 ? [interop] : []), body].join("\n");
}
