import { edgeCasesFor } from "./edge-cases.ts";
import type { FuzzCase, FuzzOperation, Parameter, Schema } from "./openapi.ts";

// Values that are wrong for most schemas: wrong types, huge, hostile, odd unicode.
const hostileStrings = [
  "",
  " ",
  "x".repeat(10_000),
  "' or '1'='1",
  "'; drop table terms; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "ž🙂\u202e",
  "-1",
  "1e309",
  "null",
];
const wrongJsonValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  "",
  "x".repeat(100_000),
  [],
  [null],
  {},
  { nested: { deeper: [1] } },
];

/** A plausible valid value for a schema: examples, defaults, enums, then the type's simplest value. */
export function sample(schema: Schema | undefined): unknown {
  if (!schema) return "abcd";
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants?.[0]) return sample(variants[0]);
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sample(properties[key])]));
    }
    case "array":
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        sample(schema.items as Schema),
      );
    case "integer":
    case "number":
      return Number(schema.minimum ?? 1);
    case "boolean":
      return true;
    default:
      return "abcd";
  }
}

function fillPath(operation: FuzzOperation, override: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find(
      (candidate) => candidate.in === "path" && candidate.name === name,
    );
    return encodeURIComponent(override[name] ?? String(sample(parameter?.schema)));
  });
}

function baseQuery(operation: FuzzOperation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === "query" && parameter.required)
      query[parameter.name] = String(sample(parameter.schema));
  }
  return query;
}

function url(
  operation: FuzzOperation,
  query: Record<string, string>,
  pathOverride?: Record<string, string>,
): string {
  const search = new URLSearchParams(query).toString();
  return fillPath(operation, pathOverride) + (search ? `?${search}` : "");
}

function parameterCases(
  operation: FuzzOperation,
  parameter: Parameter,
  json: Record<string, string>,
): FuzzCase[] {
  const base = {
    method: operation.method,
    headers: json,
    body: operation.body ? JSON.stringify(sample(operation.body)) : undefined,
  };
  return hostileStrings.map((value, index) => {
    const name = `${parameter.in} ${parameter.name} #${index}`;
    if (parameter.in === "path")
      return {
        ...base,
        name,
        path: url(operation, baseQuery(operation), { [parameter.name]: value }),
      };
    if (parameter.in === "query")
      return {
        ...base,
        name,
        path: url(operation, { ...baseQuery(operation), [parameter.name]: value }),
      };
    // Header values cannot carry every character; send what HTTP allows.
    const headerValue = value.replace(/[^\x20-\x7e]/g, "?");
    return {
      ...base,
      name,
      path: url(operation, baseQuery(operation)),
      headers: { ...json, [parameter.name]: headerValue },
    };
  });
}

function bodyCases(operation: FuzzOperation, json: Record<string, string>): FuzzCase[] {
  const schema = operation.body;
  const path = url(operation, baseQuery(operation));
  const method = operation.method;
  const cases: FuzzCase[] = [
    { name: "body malformed JSON", method, path, headers: json, body: '{"a": [' },
    { name: "body empty with JSON type", method, path, headers: json, body: "" },
    {
      name: "body as text/plain",
      method,
      path,
      headers: { "content-type": "text/plain" },
      body: "hello",
    },
    {
      name: "body as XML",
      method,
      path,
      headers: { "content-type": "application/xml" },
      body: "<a/>",
    },
    {
      name: "body as form",
      method,
      path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1&b=2",
    },
    {
      name: "body too large",
      method,
      path,
      headers: json,
      body: JSON.stringify({ huge: "x".repeat(1_200_000) }),
    },
    ...wrongJsonValues.map((value, index) => ({
      name: `body wrong value #${index}`,
      method,
      path,
      headers: json,
      body: JSON.stringify(value),
    })),
  ];
  if (!schema) return cases;
  const valid = sample(schema) as Record<string, unknown>;
  const properties = Object.keys(schema.properties ?? {});
  for (const property of properties) {
    const { [property]: _removed, ...without } = valid;
    cases.push({
      name: `body without ${property}`,
      method,
      path,
      headers: json,
      body: JSON.stringify(without),
    });
    wrongJsonValues.forEach((value, index) => {
      cases.push({
        name: `body ${property} wrong #${index}`,
        method,
        path,
        headers: json,
        body: JSON.stringify({ ...valid, [property]: value }),
      });
    });
  }
  cases.push({
    name: "body extra property",
    method,
    path,
    headers: json,
    body: JSON.stringify({ ...valid, unexpected: 1 }),
  });
  return cases;
}

/** Broken and hostile multipart bodies for an upload operation. */
function multipartCases(operation: FuzzOperation): FuzzCase[] {
  const boundary = "fuzz-boundary-7f3a";
  const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const file = (field: string, name: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`;
  const end = `--${boundary}--\r\n`;
  const path = url(operation, baseQuery(operation));
  const bodies: [string, string][] = [
    ["truncated", file("files", "a.png", "x").slice(0, 40)],
    ["without its end", file("files", "a.png", "abc")],
    ["empty", end],
    ["another field name", file("other", "a.png", "x") + end],
    [
      "a text field",
      `--${boundary}\r\nContent-Disposition: form-data; name="files"\r\n\r\nv\r\n${end}`,
    ],
    ["garbage as a PNG", file("files", "a.png", "\u0089PNG garbage") + end],
    ["SVG as a PNG", file("files", "a.png", "<svg onload='alert(1)'/>") + end],
    ["a name that climbs", file("files", "../../etc/passwd", "x") + end],
    ["25 files", file("files", "a.png", "x").repeat(25) + end],
    ["a huge header", file("files", "x".repeat(100_000), "x") + end],
  ];
  return [
    ...bodies.map(([name, body]) => ({
      name: `multipart ${name}`,
      method: operation.method,
      path,
      headers,
      body,
    })),
    {
      name: "multipart without a boundary",
      method: operation.method,
      path,
      headers: { "content-type": "multipart/form-data" },
      body: end,
    },
  ];
}

/** All invalid requests for one operation: parameters, headers, bodies and content types. */
export function casesFor(operation: FuzzOperation): FuzzCase[] {
  const json = { "content-type": "application/json" };
  const cases = operation.parameters.flatMap((parameter) =>
    parameterCases(operation, parameter, json),
  );
  const hasBody = ["POST", "PUT", "PATCH"].includes(operation.method);
  const validBody = operation.body ? JSON.stringify(sample(operation.body)) : "{}";
  for (const edgeCase of edgeCasesFor(operation, url(operation, baseQuery(operation)), validBody))
    cases.push(edgeCase);
  if (hasBody) cases.push(...bodyCases(operation, json));
  if (operation.isMultipart) cases.push(...multipartCases(operation));
  else
    cases.push({
      name: "unexpected body",
      method: operation.method === "GET" ? "POST" : operation.method,
      path: url(operation, baseQuery(operation)),
      headers: json,
      body: "{}",
    });
  return cases;
}
