/**
 * Whether a database error is PostgreSQL's unique_violation (23505): a concurrent request
 * inserted the same key first. drizzle wraps the driver's error, so its cause is looked at too.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return code === "23505";
}
