import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { isObject, type JsonObject } from "./json.ts";
import { schemasDir } from "./paths.ts";

export const openapiFile = "openapi.yaml";

export type Parameter = {
  name: string;
  in: "header" | "query" | "path" | "cookie";
  required: boolean;
  schema: JsonObject;
};

export type OpenApiOperation = {
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. /api/v1/cms/term/getBySlug/{slug}. */
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: JsonObject };
  /** The schema of the 200 response body ({ data }), when the operation documents one. */
  response?: JsonObject;
  /** `x-content: true`: serves site content, so 503 to visitors in maintenance (spec 1). */
  isContent: boolean;
  /** `security: [{ backoffice: [] }]`: only back-office users (spec 6); 401 without a token, 403 for others. */
  requiresBackoffice: boolean;
};

/** Every operation under this prefix is back-office only; codegen refuses one without the scheme. */
export const adminPathPrefix = "/api/v1/admin/";

function requiresBackoffice(operation: JsonObject, where: string, pathName: string): boolean {
  const security = Array.isArray(operation.security) ? operation.security : [];
  const schemes = security.flatMap((item) => (isObject(item) ? Object.keys(item) : []));
  if (schemes.some((scheme) => scheme !== "backoffice"))
    throw new Error(`${where}: the only security scheme is backoffice`);
  const isBackoffice = schemes.length > 0;
  // Default deny: an admin operation that forgot its security must not be public.
  if (pathName.startsWith(adminPathPrefix) && !isBackoffice)
    throw new Error(
      `${where}: operations under ${adminPathPrefix} need security: [{ backoffice: [] }]`,
    );
  return isBackoffice;
}

const methods = ["get", "post", "put", "patch", "delete"] as const;

export function loadOpenApi(): JsonObject {
  const document: unknown = parse(readFileSync(path.join(schemasDir, openapiFile), "utf8"));
  if (!isObject(document)) throw new Error(`schemas/${openapiFile}: expected a mapping`);
  return document;
}

/** Follows a local "#/components/…" reference; other objects are returned as they are. */
export function deref(document: JsonObject, value: unknown): JsonObject {
  if (!isObject(value))
    throw new Error(`schemas/${openapiFile}: expected an object, got ${JSON.stringify(value)}`);
  const ref = value.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return value;
  let target: unknown = document;
  for (const part of ref.slice(2).split("/")) target = isObject(target) ? target[part] : undefined;
  if (!isObject(target)) throw new Error(`schemas/${openapiFile}: unresolved ${ref}`);
  return deref(document, target);
}

function toParameter(document: JsonObject, value: unknown, where: string): Parameter {
  const parameter = deref(document, value);
  const { name, in: location, required, schema } = parameter;
  if (typeof name !== "string" || !isObject(schema))
    throw new Error(`${where}: parameter needs name and schema`);
  if (
    location !== "header" &&
    location !== "query" &&
    location !== "path" &&
    location !== "cookie"
  ) {
    throw new Error(`${where}: parameter ${name} has an unknown location`);
  }
  return { name, in: location, required: required === true, schema };
}

/** Every operation of openapi.yaml, in file order, with parameters and request body resolved. */
export function listOperations(document: JsonObject): OpenApiOperation[] {
  const operations: OpenApiOperation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [pathName, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of methods) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const where = `schemas/${openapiFile} ${method.toUpperCase()} ${pathName}`;
      if (typeof operation.operationId !== "string")
        throw new Error(`${where}: needs an operationId`);
      const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own].map((item) => toParameter(document, item, where));
      const requestBody =
        operation.requestBody === undefined ? undefined : deref(document, operation.requestBody);
      const content = requestBody && isObject(requestBody.content) ? requestBody.content : {};
      const json = content["application/json"];
      const body =
        isObject(json) && isObject(json.schema)
          ? { required: requestBody?.required === true, schema: json.schema }
          : undefined;
      const responses = isObject(operation.responses) ? operation.responses : {};
      const ok = responses["200"] === undefined ? undefined : deref(document, responses["200"]);
      const okContent = ok && isObject(ok.content) ? ok.content["application/json"] : undefined;
      const response =
        isObject(okContent) && isObject(okContent.schema) ? okContent.schema : undefined;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as OpenApiOperation["method"],
        path: pathName,
        parameters,
        ...(body ? { body } : {}),
        ...(response ? { response } : {}),
        isContent: operation["x-content"] === true,
        requiresBackoffice: requiresBackoffice(operation, where, pathName),
      });
    }
  }
  return operations;
}
