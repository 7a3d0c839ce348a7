import { banner } from "./banner.ts";

/** generated/README.md: written by codegen too, so everything in generated/ is owned by it. */
export function generateReadme(): string {
  return `${banner("codegen/gen-readme.ts", "html")}
# generated/

Do not edit anything here: every file is written by \`npm run codegen\` from \`schemas/\`, and
\`npm run codegen:check\` (part of \`npm test\`) fails when a file here is stale. Change the schema
(or the generator in \`codegen/\`) and run \`npm run codegen\`.

| file | what | from |
|---|---|---|
| \`types.ts\` | one TypeScript type per schema title; \`ElementPropsByType\`, \`ElementType\` … | \`schemas/**/*.schema.json\` |
| \`validators/<group>/<name>.js\` + \`.d.ts\` | standalone ajv validators (ESM, no \`require\`), default export typed \`ValidateFunction<T>\` | \`schemas/{entities,requests,elements}/\` |
| \`api.ts\` | \`paths\`, \`components\`, \`operations\` for the typed operation client (\`common/operations.ts\`) | \`schemas/openapi.yaml\` |
| \`operations.ts\` + \`validators/operations/\` | every API operation with validators of its headers (one module per distinct header set, shared), params, query (coerced), body and 200 response | \`schemas/openapi.yaml\` |
| \`operation-routes.ts\` | method and path of every operation, no validators (the browser's client) | \`schemas/openapi.yaml\` |
| \`elements.ts\` | the element registry: labels, defaults, form hints, validators (builder, admin, API) | \`schemas/elements/\` |
| \`element-meta.ts\` | the same registry without validators and form hints, for the builder, the server and migrations | \`schemas/elements/\` |
| \`element-render-meta.ts\` | what the site's renderer reads of each type (defaults, mobile overrides, resolver), for the shoppers' bundle | \`schemas/elements/\` |
| \`element-schemas.ts\` | each element's props schema with every \`$ref\` inlined, for the builder's forms (admin only) | \`schemas/elements/\` and what they \`$ref\` |
| \`languages.ts\` | the site languages: codes, names, URL prefixes, the default | \`schemas/languages.json\` |
| \`routes.ts\` | the localised route table, prefixes from the language table | \`schemas/routes.json\`, \`schemas/languages.json\` |
| \`site-options.ts\` | every site option key and how its stored text is read | \`schemas/entities/site-option-values.schema.json\` |
`;
}
