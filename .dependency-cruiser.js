// Import boundaries of the house (design.md, house rules), checked by `npm run check:imports`
// as part of `npm test`. Imports flow schemas -> generated -> {common, server, src}; admin sits
// on top of src. A rule names the folder that breaks it and says where the code belongs instead.
// Relative paths (`../src/x.ts`) and package.json "imports" aliases (`#src/x.ts`) are resolved
// to the same file, so both spellings are caught; type-only imports count too.

/** Tests beside the code read whatever they test; a rule on a folder's code skips them. */
const testFile = "\\.test\\.tsx?$";
const ours = "^(admin|bench|codegen|common|generated|locales|schemas|scripts|server|src|tests)/";

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle ties modules into one unit: move what both need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import that does not resolve would slip past every boundary rule: fix the path or " +
        "the package.json 'imports' entry.",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "server-not-to-site",
      severity: "error",
      comment:
        "server/ never imports the site (src/) or the back office (admin/): move what both " +
        "need into common/.",
      from: { path: "^server/" },
      to: { path: "^(src|admin)/" },
    },
    {
      name: "platform-not-to-modules",
      severity: "error",
      comment:
        "server/platform/ is what every module stands on (HTTP, cache, config, site options): it " +
        "never imports server/modules/; move what both need into server/platform/.",
      from: { path: "^server/platform/", pathNot: testFile },
      to: { path: "^server/modules/" },
    },
    {
      name: "site-not-to-server-or-admin",
      severity: "error",
      comment:
        "src/ never imports server/ (loaders reach the server through the server context in " +
        "common/) nor admin/ (admin loads lazily on top of the site).",
      from: { path: "^src/" },
      to: { path: "^(server|admin)/" },
    },
    {
      name: "admin-not-to-server",
      severity: "error",
      comment: "admin/ builds on src/ and common/; it reaches the server through the API only.",
      from: { path: "^admin/" },
      to: { path: "^server/" },
    },
    {
      name: "common-is-neutral",
      severity: "error",
      comment:
        "common/ is shared by server/ and src/, so it imports only generated/, locales/ and " +
        "packages (common/README.md).",
      from: { path: "^common/", pathNot: testFile },
      to: { path: ours, pathNot: "^(common|generated|locales)/" },
    },
    {
      name: "generated-imports-none-of-ours",
      severity: "error",
      comment: "generated/ is the bottom layer: it imports itself and packages only.",
      from: { path: "^generated/" },
      to: { path: ours, pathNot: "^generated/" },
    },
    {
      name: "locales-import-none-of-ours",
      severity: "error",
      comment: "locales/ are plain message tables: they import each other and packages only.",
      from: { path: "^locales/" },
      to: { path: ours, pathNot: "^locales/" },
    },
    {
      name: "codegen-reads-schemas-only",
      severity: "error",
      comment:
        "codegen/ turns schemas/ into generated/; it must not depend on what it generates or on " +
        "the app (its tests check the output and may read generated/). It reads one list of " +
        "the app's, the element migrations (common/element-migrations.ts, types-only imports), " +
        "to refuse a raised element version without its step.",
      from: { path: "^codegen/", pathNot: testFile },
      to: { path: ours, pathNot: "^(codegen|schemas)/|^common/element-migrations\\.ts$" },
    },
    {
      name: "product-not-to-tooling",
      severity: "error",
      comment:
        "The product (server, site, admin, common, generated, locales) never imports tests, " +
        "benchmarks, scripts or the code generator.",
      from: { path: "^(admin|common|generated|locales|server|src)/", pathNot: testFile },
      to: { path: "^(bench|codegen|scripts|tests)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|data|public|\\.react-router|test-results)/" },
    tsPreCompilationDeps: true,
    // package.json "imports" (#common/*, #src/*, …) resolve like Node resolves them.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".d.ts", ".json"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
