import { banner } from "./banner.ts";
import { validatorModule } from "./gen-validators.ts";
import { mapJson, type Json, type JsonObject } from "./json.ts";
import { openapiFile, type OpenApiOperation, type Parameter } from "./openapi.ts";
import { schemaBaseUri } from "./paths.ts";
import { resolveRef, type SchemaFile } from "./schema-files.ts";
import type { Outputs } from "./writer.ts";

const parts = ["headers", "params", "query", "body", "response"] as const;
type Part = (typeof parts)[number];
// Query strings and path segments arrive as text: their validators coerce ?page=2 to a number.
const coercedParts: readonly Part[] = ["params", "query"];
const locationOf: Record<Exclude<Part, "body" | "response">, Parameter["in"]> = {
  headers: "header",
  params: "path",
  query: "query",
};

// Refs in openapi.yaml are relative to it; the part schemas get their own $id, so make refs absolute.
function absoluteRefs(schema: JsonObject, where: string): Json {
  return mapJson(schema, (object) => {
    if (typeof object.$ref !== "string") return object;
    if (object.$ref.startsWith("#"))
      throw new Error(`${where}: use a schema file, not ${object.$ref}`);
    return { ...object, $ref: resolveRef(object.$ref, openapiFile) };
  });
}

/** The JSON Schema one part of a request must satisfy, or undefined when the part has no rules. */
function partSchema(operation: OpenApiOperation, part: Part): JsonObject | undefined {
  const where = `schemas/${openapiFile} ${operation.operationId}`;
  if (part === "body")
    return operation.body ? (absoluteRefs(operation.body.schema, where) as JsonObject) : undefined;
  if (part === "response")
    return operation.response ? (absoluteRefs(operation.response, where) as JsonObject) : undefined;
  const parameters = operation.parameters.filter((parameter) => parameter.in === locationOf[part]);
  if (parameters.length === 0) return undefined;
  // Node lower-cases header names; other headers (host, user-agent …) are always there.
  const nameOf = (parameter: Parameter): string =>
    part === "headers" ? parameter.name.toLowerCase() : parameter.name;
  const properties: JsonObject = {};
  for (const parameter of parameters)
    properties[nameOf(parameter)] = absoluteRefs(parameter.schema, where);
  return {
    type: "object",
    properties,
    required: parameters.filter((parameter) => parameter.required).map(nameOf),
    additionalProperties: part === "headers",
  };
}

function typeOf(operation: OpenApiOperation, part: Part): string {
  const id = JSON.stringify(operation.operationId);
  if (part === "headers") {
    const names = operation.parameters.filter((parameter) => parameter.in === "header");
    const known = names
      .map((parameter) => `${JSON.stringify(parameter.name.toLowerCase())}?: string; `)
      .join("");
    return `{ ${known}[header: string]: string | string[] | undefined }`;
  }
  if (part === "body")
    return `NonNullable<operations[${id}]["requestBody"]>["content"]["application/json"]`;
  if (part === "response")
    return `operations[${id}]["responses"][200]["content"]["application/json"]`;
  return `NonNullable<operations[${id}]["parameters"][${JSON.stringify(part === "params" ? "path" : "query")}]>`;
}

const identifier = (operationId: string, part: Part): string =>
  `${operationId}${part[0]?.toUpperCase()}${part.slice(1)}`;

/**
 * Where an operation's part validator lives: its own module, except headers: most operations
 * take the same spec 7 headers, so one module per distinct header schema, named by its headers
 * (generated/validators/operations/headers.<names>.js), shared by every operation that takes them.
 */
type Source = { module: string; name: string };

function headersName(schema: JsonObject): string {
  return Object.keys(schema.properties as JsonObject).join("-");
}
function operationsModule(
  operations: OpenApiOperation[],
  present: Map<string, Map<Part, Source>>,
): string {
  const imports = new Set<string>();
  const entries = operations.map((operation) => {
    const parts = [...(present.get(operation.operationId) ?? new Map<Part, Source>())];
    const validators = parts.map(([part, source]) => {
      imports.add(`import ${source.name} from "./validators/operations/${source.module}.js";`);
      return `      ${part}: ${source.name},`;
    });
    return [
      `  ${operation.operationId}: {`,
      `    operationId: ${JSON.stringify(operation.operationId)},`,
      `    method: ${JSON.stringify(operation.method)},`,
      `    path: ${JSON.stringify(operation.path)},`,
      `    hasRequiredBody: ${operation.body?.required === true},`,
      `    isContent: ${operation.isContent},`,
      `    requiresBackoffice: ${operation.requiresBackoffice},`,
      ...(validators.length > 0
        ? [`    validate: {`, ...validators, `    },`]
        : [`    validate: {},`]),
      `  },`,
    ].join("\n");
  });
  return `${banner(`schemas/${openapiFile}`)}import type { ValidateFunction } from "ajv";
${[...imports].join("\n")}

/** One API operation as the server registers it and the fuzz test drives it. */
export type Operation = {
  operationId: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. /api/v1/cms/term/getBySlug/{slug} (Fastify wants :slug). */
  path: string;
  /** Validate the body even when it is missing (a missing optional body is skipped). */
  hasRequiredBody: boolean;
  /** Serves site content (x-content in openapi.yaml): 503 to visitors in maintenance (spec 1). */
  isContent: boolean;
  /** security backoffice in openapi.yaml: 401 without a live token, 403 unless a back-office user (spec 6). */
  requiresBackoffice: boolean;
  /** Header names are lower-case, as Node gives them; a missing part has no rules. */
  validate: {
    headers?: ValidateFunction<unknown>;
    params?: ValidateFunction<unknown>;
    query?: ValidateFunction<unknown>;
    body?: ValidateFunction<unknown>;
    /** The 200 response ({ data }): checked in development and tests, not in production. */
    response?: ValidateFunction<unknown>;
  };
};

/** Every operation of schemas/${openapiFile}, by operationId. */
export const operations = {
${entries.join("\n")}
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;
`;
}

/**
 * generated/operations.ts, generated/validators/operations/<operationId>.<part>.js/.d.ts and
 * generated/validators/operations/headers.<names>.js/.d.ts (one per distinct header schema).
 */
export function generateOperations(
  files: SchemaFile[],
  operations: OpenApiOperation[],
  outputs: Outputs,
): void {
  const present = new Map<string, Map<Part, Source>>();
  const emit = (
    module: string,
    schema: JsonObject,
    part: Part,
    typeOperation: OpenApiOperation,
    source: string,
  ): void => {
    const id = `${schemaBaseUri}operations/${module}.json`;
    const { js, dts } = validatorModule({
      files,
      extra: { ...schema, $id: id },
      id,
      source: `schemas/${openapiFile} (${source})`,
      typeImport: part === "headers" ? "" : 'import type { operations } from "../../api.ts";',
      typeName: typeOf(typeOperation, part),
      coerceTypes: coercedParts.includes(part),
      // a response check must not fill in defaults the handler left out
      useDefaults: part !== "response",
    });
    outputs.set(`generated/validators/operations/${module}.js`, js);
    outputs.set(`generated/validators/operations/${module}.d.ts`, dts);
  };
  const headerModules = new Map<string, Source>();
  const headerNames = new Map<string, number>();
  for (const operation of operations) {
    const sources = new Map<Part, Source>();
    present.set(operation.operationId, sources);
    for (const part of parts) {
      const schema = partSchema(operation, part);
      if (!schema) continue;
      if (part === "headers") {
        const key = JSON.stringify(schema);
        let source = headerModules.get(key);
        if (!source) {
          // two schemas of the same headers (one requires a header the other does not) get a number
          const names = headersName(schema);
          const taken = headerNames.get(names) ?? 0;
          headerNames.set(names, taken + 1);
          const module = `headers.${names}${taken > 0 ? `.${taken}` : ""}`;
          source = { module, name: `headers${headerModules.size}` };
          headerModules.set(key, source);
          emit(source.module, schema, part, operation, `headers ${names}`);
        }
        sources.set(part, source);
        continue;
      }
      const module = `${operation.operationId}.${part}`;
      emit(module, schema, part, operation, `${operation.operationId} ${part}`);
      sources.set(part, { module, name: identifier(operation.operationId, part) });
    }
  }
  outputs.set("generated/operations.ts", operationsModule(operations, present));
  outputs.set("generated/operation-routes.ts", routesModule(operations));
}

/** Method and path of every operation, without validators: what a browser client needs. */
function routesModule(operations: OpenApiOperation[]): string {
  const entries = operations.map(
    (operation) =>
      `  ${operation.operationId}: { method: ${JSON.stringify(operation.method)}, path: ${JSON.stringify(operation.path)} },`,
  );
  return `${banner(`schemas/${openapiFile}`)}
/** Method and OpenAPI path of every operation of schemas/${openapiFile}, by operationId. */
export const operationRoutes = {
${entries.join("\n")}
} as const satisfies Record<string, { method: string; path: string }>;
`;
}
