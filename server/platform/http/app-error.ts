import type { api } from "#locales/hr/api.ts";

export type FieldError = { path: string; key: string; message: string };

/** A message key of the API (`api.*`) or of validation (`validation.*`) in locales/. */
export type MessageKey = `api.${keyof typeof api}` | `validation.${string}`;

/** The one typed error of the server: a message key and an HTTP status (spec 8 envelope). */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly fields: FieldError[] | undefined;
  /** Sent as `Retry-After` (429, 503): when trying again may succeed. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, key: MessageKey, fields?: FieldError[]) {
    super(key);
    this.name = "AppError";
    this.status = status;
    this.key = key;
    this.fields = fields;
  }
}

export const notFound = (): AppError => new AppError(404, "api.notFound");
