import type { api } from "#locales/hr/api.ts";

export type FieldError = { path: string; key: string; message: string };

/** A message key of the API (`api.*`) or of validation (`validation.*`) in locales/. */
export type MessageKey = `api.${keyof typeof api}` | `validation.${string}`;

/** The one typed error of the server: a message key and an HTTP status (spec 8 envelope). */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly fields: FieldError[] | undefined;
  /** Sent beside `error` in the body, e.g. a 409's current draft (BuilderConflict, InUseConflict). */
  readonly extra: Record<string, unknown> | undefined;
  /** Sent as `Retry-After` (429, 503): when trying again may succeed. */
  retryAfterSeconds: number | undefined;
  /** Values of the message's {name} placeholders, e.g. the units left of a 409 out of stock. */
  vars: Record<string, string | number> | undefined;

  constructor(
    status: number,
    key: MessageKey,
    fields?: FieldError[],
    extra?: Record<string, unknown>,
  ) {
    super(key);
    this.name = "AppError";
    this.status = status;
    this.key = key;
    this.fields = fields;
    this.extra = extra;
  }
}

export const notFound = (): AppError => new AppError(404, "api.notFound");

/** The 403 of a logged-in user without the role an operation needs (spec 6). */
export const forbidden = (): AppError => new AppError(403, "api.forbidden");
