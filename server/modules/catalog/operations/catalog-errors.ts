import { AppError, type MessageKey } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";

// PostgreSQL's unique_violation; drizzle wraps the driver's error, so look at its cause too.
const uniqueViolation = "23505";

function codeOf(error: unknown): unknown {
  if (typeof error !== "object" || error === null) return undefined;
  const own = (error as { code?: unknown }).code;
  return own ?? codeOf((error as { cause?: unknown }).cause);
}

/** A duplicate SKU or slug becomes a 409 (api.conflict); any other error is thrown on. */
export function rethrowConflict(error: unknown): never {
  if (codeOf(error) === uniqueViolation) throw new AppError(409, "api.conflict");
  throw error;
}

/** A 400 naming the one invalid field of a body (its message in the request language). */
export function invalidField(
  path: string,
  language: string | undefined,
  key: MessageKey = "api.invalidProduct",
): AppError {
  return new AppError(400, key, [
    { path: `/body/${path}`, key, message: translate(language, key) },
  ]);
}
