/** A failed API call, mapped per spec 8: a message to show and an HTTP status (0: no response). */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  /** The locale key of the message when the server sent one (e.g. "validation.required"). */
  readonly key: string | undefined;
  readonly fields: readonly { path: string; message: string }[];

  constructor({
    message,
    status = 500,
    key,
    fields = [],
  }: {
    message: string;
    status?: number;
    key?: string;
    fields?: readonly { path: string; message: string }[];
  }) {
    super(message);
    this.status = status;
    this.key = key;
    this.fields = fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/**
 * spec 8: with an error object in the body, message and status come from it; otherwise the
 * message is the body string, data.errorMessage or message and the status is the HTTP one;
 * without a response it is the status text or "name: message" with status 0; status
 * defaults to 500.
 */
export function toApiError({
  body,
  response,
  cause,
}: {
  body?: unknown;
  response?: Pick<Response, "status" | "statusText">;
  cause?: unknown;
}): ApiError {
  if (!response) {
    const message =
      cause instanceof Error ? `${cause.name}: ${cause.message}` : (text(cause) ?? "Error");
    return new ApiError({ message, status: 0 });
  }
  const httpStatus = response.status || 500;
  if (isRecord(body) && isRecord(body.error)) {
    const { error } = body;
    const status = typeof error.status === "number" ? error.status : httpStatus;
    const fields = Array.isArray(error.fields)
      ? error.fields.filter(isRecord).map((field) => ({
          path: typeof field.path === "string" ? field.path : "",
          message: typeof field.message === "string" ? field.message : "",
        }))
      : [];
    return new ApiError({
      message: text(error.message) ?? (text(response.statusText) || "Error"),
      status,
      key: text(error.key),
      fields,
    });
  }
  const message =
    text(body) ??
    (isRecord(body) && isRecord(body.data) ? text(body.data.errorMessage) : undefined) ??
    (isRecord(body) ? text(body.message) : undefined) ??
    text(response.statusText) ??
    "Error";
  return new ApiError({ message, status: httpStatus });
}

/** Whether an unknown thrown value is an ApiError with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
