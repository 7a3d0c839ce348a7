import { inject } from "vitest";
import type { ApiError, ErrorResponse } from "#generated/types.ts";

export type ApiResponse = { status: number; headers: Headers; body: unknown };

/** One request to the test server; `body` objects are sent as JSON, strings as they are. */
export async function call(
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const isRaw = typeof options.body === "string";
  const response = await fetch(inject("apiUrl") + path, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      ...(options.body !== undefined && !isRaw ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined
      ? { body: isRaw ? (options.body as string) : JSON.stringify(options.body) }
      : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text so a failing assertion shows it
  }
  return { status: response.status, headers: response.headers, body };
}

/** The payload of a success envelope `{data: …}` (spec 7). */
export function payload<T>(response: ApiResponse): T {
  if (response.status !== 200)
    throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(response.body)}`);
  return (response.body as { data: T }).data;
}

/** Asserts the spec 8 error envelope and returns it. */
export function errorOf(response: ApiResponse): ApiError {
  const body = response.body as Partial<ErrorResponse>;
  if (
    !body.error ||
    typeof body.error.message !== "string" ||
    body.error.status !== response.status
  ) {
    throw new Error(`not an error envelope (${response.status}): ${JSON.stringify(response.body)}`);
  }
  return body.error;
}
