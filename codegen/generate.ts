import { elementMigrations } from "../common/element-migrations.ts";
import {
  checkElementVersions,
  readVersionLock,
  versionLockText,
  versionsFile,
} from "./element-versions.ts";
import { collectElements } from "./elements.ts";
import { generateAdminSchemas } from "./gen-admin-schemas.ts";
import { generateApiTypes } from "./gen-api.ts";
import { generateElementSchemas } from "./gen-element-schemas.ts";
import {
  generateElementMeta,
  generateElementRenderMeta,
  generateElements,
} from "./gen-elements.ts";
import { generateFormFields } from "./gen-form-fields.ts";
import { generateOperations } from "./gen-operations.ts";
import { generateReadme } from "./gen-readme.ts";
import { generateLanguages, readLanguageTable } from "./gen-languages.ts";
import { generateRoutes } from "./gen-routes.ts";
import { generateSiteOptions } from "./gen-site-options.ts";
import { generateTypes } from "./gen-types.ts";
import { generateValidators } from "./gen-validators.ts";
import { formatTs } from "./format.ts";
import { listOperations, loadOpenApi } from "./openapi.ts";
import { loadSchemaFiles } from "./schema-files.ts";
import type { Outputs } from "./writer.ts";

/**
 * Everything codegen produces, in memory: path relative to the repository root -> content
 * (generated/, and the element version record schemas/element-versions.json).
 */
export async function generateAll(): Promise<Outputs> {
  const files = loadSchemaFiles();
  const elements = collectElements(files);
  const document = loadOpenApi();
  const outputs: Outputs = new Map();
  const lock = checkElementVersions({
    elements,
    files,
    lock: readVersionLock(),
    migrations: elementMigrations,
  });
  outputs.set(versionsFile, versionLockText(lock));
  outputs.set("generated/README.md", generateReadme());
  outputs.set("generated/types.ts", await generateTypes(files, elements));
  outputs.set("generated/api.ts", await generateApiTypes(document, files));
  outputs.set("generated/element-meta.ts", generateElementMeta(elements));
  outputs.set("generated/element-render-meta.ts", generateElementRenderMeta(elements));
  outputs.set("generated/elements.ts", generateElements(elements));
  outputs.set("generated/element-schemas.ts", generateElementSchemas(elements, files));
  outputs.set("generated/admin-schemas.ts", generateAdminSchemas(files));
  const languageTable = readLanguageTable(files);
  outputs.set("generated/languages.ts", generateLanguages(languageTable));
  outputs.set("generated/routes.ts", generateRoutes(files, languageTable));
  outputs.set("generated/site-options.ts", generateSiteOptions(files));
  outputs.set("generated/form-fields.ts", generateFormFields(files));
  generateValidators(files, outputs);
  generateOperations(files, listOperations(document), outputs);
  const sorted = [...outputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // api.ts keeps openapi-typescript's own layout; the .js validators stay as ajv writes them.
  const formatted = await Promise.all(
    sorted.map(async ([file, content]): Promise<[string, string]> => [
      file,
      file.endsWith(".ts") && file !== "generated/api.ts" ? await formatTs(content) : content,
    ]),
  );
  return new Map(formatted);
}
