import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

export type Schema = Record<string, unknown>;
export type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: Schema;
};
export type FuzzOperation = {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** security backoffice: the fuzz sends a back-office token, so the input is really read. */
  isBackoffice: boolean;
  /** Takes files as multipart/form-data (the media uploads). */
  isMultipart: boolean;
};

const schemasDir = path.resolve(import.meta.dirname, "../../../schemas");
const methods = ["get", "post", "put", "patch", "delete"];

/** Inlines every $ref (local `#/…` and relative files), so the cases see whole schemas. */
function resolve(value: unknown, file: string, document: Schema, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => resolve(item, file, document, depth + 1));
  const object = value as Schema;
  const ref = object.$ref;
  if (typeof ref === "string") {
    const [target = "", pointer = ""] = ref.split("#");
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    const targetDocument = target
      ? (JSON.parse(readFileSync(targetFile, "utf8")) as Schema)
      : document;
    let resolved: unknown = targetDocument;
    for (const part of pointer.split("/").filter(Boolean)) resolved = (resolved as Schema)[part];
    return resolve(resolved, targetFile, targetDocument, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, item]) => [key, resolve(item, file, document, depth + 1)]),
  );
}

/** Every operation of schemas/openapi.yaml with its parameters and JSON body schema resolved. */
export function loadOperations(): FuzzOperation[] {
  const file = path.join(schemasDir, "openapi.yaml");
  const document = parse(readFileSync(file, "utf8")) as Schema;
  const operations: FuzzOperation[] = [];
  for (const [route, item] of Object.entries(document.paths as Record<string, Schema>)) {
    for (const method of methods) {
      const operation = item[method] as Schema | undefined;
      if (!operation) continue;
      const resolved = resolve(operation, file, document) as Schema;
      const shared = (resolve(item.parameters ?? [], file, document) as Parameter[]) ?? [];
      const content = (resolved.requestBody as Schema | undefined)?.content as
        Record<string, { schema: Schema }> | undefined;
      operations.push({
        operationId: String(resolved.operationId),
        method: method.toUpperCase(),
        path: route,
        parameters: [...shared, ...((resolved.parameters as Parameter[] | undefined) ?? [])],
        body: content?.["application/json"]?.schema,
        isBackoffice: Array.isArray(resolved.security) && resolved.security.length > 0,
        isMultipart: content?.["multipart/form-data"] !== undefined,
      });
    }
  }
  return operations;
}

/** One request the fuzz test sends. */
export type FuzzCase = {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};
