import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const schemasDir = path.join(repoRoot, "schemas");

// ajv resolves the relative $refs between schema files against absolute ids; this base is only a
// name (nothing is fetched), so the files themselves carry no $id.
export const schemaBaseUri = "https://schemas.vitrina.local/";
