import type { FuzzCase, FuzzOperation } from "./openapi.ts";

// issue 6 §2: what the review found answering 500 or costing the server seconds.
export const everyMethod = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "PURGE",
  "REPORT",
  "NOTIFY",
];
export const everyContentType = [
  "text/plain",
  "text/html",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/ld+json",
  "application/merge-patch+json",
  "image/png",
  "*/*",
  "invalid",
  'text/plain; charset=utf-8; x="y"',
];
export const oddHosts = [
  "[::1]",
  "[::1]:3000",
  "my_app",
  "-bad.com",
  "a@x",
  "",
  "x".repeat(300),
  "localhost:99999",
  "exa mple.com",
  "a..b",
  "127.0.0.1",
  "localhost:3000",
  "[zz]",
  "http://localhost",
];

/** 1 MB of JSON: 500,000 numbers in an array. */
const hugeArray = JSON.stringify(Array.from({ length: 500_000 }, (_, index) => index % 10));
// Nested 100,000 deep: a parser or validator that recurses would overflow its stack.
const deepArray = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;

/** Huge arrays and deep nesting in the body, every method, every content type, odd Hosts. */
export function edgeCasesFor(operation: FuzzOperation, path: string, body: string): FuzzCase[] {
  const json = { "content-type": "application/json" };
  const method = operation.method;
  const cases: FuzzCase[] = everyMethod
    .filter((other) => other !== method)
    .map((other) => ({ name: `method ${other}`, method: other, path, headers: {} }));
  for (const host of oddHosts)
    cases.push({
      name: `Host ${host.slice(0, 20)}`,
      method,
      path,
      headers: { ...json, host },
      body,
    });
  if (!["POST", "PUT", "PATCH"].includes(method)) return cases;
  for (const type of everyContentType)
    cases.push({
      name: `content type ${type}`,
      method,
      path,
      headers: { "content-type": type },
      body,
    });
  cases.push({ name: "body a huge array", method, path, headers: json, body: hugeArray });
  cases.push({ name: "body deeply nested", method, path, headers: json, body: deepArray });
  for (const property of Object.keys(operation.body?.properties ?? {})) {
    cases.push({
      name: `body ${property} a huge array`,
      method,
      path,
      headers: json,
      body: `{"${property}":${hugeArray}}`,
    });
  }
  return cases;
}
