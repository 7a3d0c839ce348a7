import type { operations } from "#generated/api.ts";

/**
 * The shapes of one API operation, read from schemas/openapi.yaml (generated/api.ts): what the
 * server's pipeline hands a handler, what a handler must return, and what the site's client
 * sends and gets back. One place, so server and site cannot drift apart.
 */
export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]["parameters"];
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;
type JsonBody<T> = T extends { content: { "application/json": infer B } } ? B : never;

export type OperationParams<K extends OperationId> = Part<Parameters<K>["path"]>;
export type OperationQuery<K extends OperationId> = Part<Parameters<K>["query"]>;
// A required body is always there (the validator checks it); an optional one may be missing.
export type OperationBody<K extends OperationId> = operations[K] extends { requestBody: infer R }
  ? JsonBody<R>
  : JsonBody<NonNullable<operations[K]["requestBody"]>> | undefined;

/**
 * The `data` of the operation's 200 response (architecture.md: `{ data: payload }`); the text of
 * download (a 200 of `text/csv`, or the bytes of an `application/pdf`, sent as they are:
 * server/platform/http/register-operation.ts registerDownload).
 */
export type OperationResult<K extends OperationId> = operations[K]["responses"] extends {
  200: { content: { "application/json": { data: infer D } } };
}
  ? D
  : operations[K]["responses"] extends { 200: { content: { "text/csv": string } } }
    ? string
    : operations[K]["responses"] extends { 200: { content: { "application/pdf": unknown } } }
      ? Uint8Array
      : never;

/**
 * The spec 7 headers a caller sends, by their lower-case names (as Node gives them): language,
 * apikey, site, store, accesstoken, refreshtoken.
 */
export type ApiHeaders = Partial<
  Record<"language" | "apikey" | "site" | "store" | "accesstoken" | "refreshtoken", string>
>;

/**
 * An operation's outcome in-process: the payload, or the spec 8 error envelope with its status,
 * exactly as the HTTP API would answer (server/platform/http/in-process-fetch.ts answers with it).
 */
export type OperationOutcome<K extends OperationId> =
  { ok: true; data: OperationResult<K> } | { ok: false; status: number; body: unknown };
