import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generateOperations } from "./gen-operations.ts";
import { listOperations, type OpenApiOperation } from "./openapi.ts";
import { repoRoot } from "./paths.ts";
import { loadSchemaFiles } from "./schema-files.ts";
import type { Outputs } from "./writer.ts";

// Generated validators import ajv's runtime: write them where node_modules resolves.
const scratch = path.join(repoRoot, "node_modules/.cache/vitrina-codegen-test");
afterAll(() => rm(scratch, { recursive: true, force: true }));

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

async function load(outputs: Outputs, file: string): Promise<Validate> {
  const target = path.join(scratch, path.basename(file));
  await mkdir(scratch, { recursive: true });
  await writeFile(target, outputs.get(file) ?? "");
  const module = (await import(pathToFileURL(target).href)) as { default: Validate };
  return module.default;
}

// A catalogue-like operation: ?page=2&inStock=true and /items/{id}, plus a JSON body.
const listItems: OpenApiOperation = {
  isContent: false,
  requiresBackoffice: false,
  operationId: "listItems",
  method: "POST",
  path: "/api/v1/items/{id}",
  parameters: [
    { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
    { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1 } },
    { name: "inStock", in: "query", required: false, schema: { type: "boolean" } },
  ],
  body: {
    required: true,
    schema: { type: "object", properties: { limit: { type: "integer" } } },
  },
  response: {
    type: "object",
    required: ["data"],
    properties: { data: { type: "object", properties: { n: { type: "integer", default: 1 } } } },
  },
};

describe("generated operation validators", () => {
  const outputs: Outputs = new Map();
  generateOperations(loadSchemaFiles(), [listItems], outputs);

  it("coerce query-string and path numbers and booleans (?page=2 passes an integer schema)", async () => {
    const query = await load(outputs, "generated/validators/operations/listItems.query.js");
    const value: Record<string, unknown> = { page: "2", inStock: "true" };
    expect(query(value)).toBe(true);
    expect(value).toEqual({ page: 2, inStock: true });
    expect(query({ page: "two" })).toBe(false);
    expect(query({ page: "0" })).toBe(false);
    const params = await load(outputs, "generated/validators/operations/listItems.params.js");
    expect(params({ id: "7" })).toBe(true);
  });

  it("leave JSON bodies strict: a number sent as text is an error there", async () => {
    const body = await load(outputs, "generated/validators/operations/listItems.body.js");
    expect(body({ limit: "2" })).toBe(false);
    expect(body({ limit: 2 })).toBe(true);
  });

  it("check responses without filling in defaults", async () => {
    const response = await load(outputs, "generated/validators/operations/listItems.response.js");
    const value = { data: {} };
    expect(response(value)).toBe(true);
    expect(value).toEqual({ data: {} });
    expect(response({ data: { n: "1" } })).toBe(false);
  });
});

describe("back-office operations (default deny)", () => {
  const document = (path: string, operation: Record<string, unknown>) => ({
    paths: { [path]: { get: { operationId: "x", responses: {}, ...operation } } },
  });

  it("mark an operation with security backoffice", () => {
    const [operation] = listOperations(
      document("/api/v1/admin/things", { security: [{ backoffice: [] }] }),
    );
    expect(operation?.requiresBackoffice).toBe(true);
  });

  it("refuse an admin operation without it, and any other scheme", () => {
    expect(() => listOperations(document("/api/v1/admin/things", {}))).toThrow(/need security/);
    expect(() => listOperations(document("/api/v1/things", { security: [{ basic: [] }] }))).toThrow(
      /only security scheme/,
    );
    expect(listOperations(document("/api/v1/things", {}))[0]?.requiresBackoffice).toBe(false);
  });
});
