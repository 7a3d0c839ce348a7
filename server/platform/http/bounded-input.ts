import type { ErrorObject } from "ajv";

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * More items than any request schema allows (their maxItems are 3 to 500). The generated
 * validators report every error (ajv allErrors, spec 8 lists every invalid field), so a
 * 500,000-item array would cost 500,000 error objects and ~0.1-0.3 s of a blocked event loop.
 */
export const maxCheckedItems = 1000;
// Deeper than any request schema goes; below it values are handed to ajv as they are.
const maxDepth = 32;

/** Whether any array within reach holds more than maxCheckedItems (iterative: no deep recursion). */
function hasLongArray(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== "object" || depth > maxDepth) continue;
    const children = Array.isArray(item) ? item : Object.values(item);
    if (Array.isArray(item) && item.length > maxCheckedItems) return true;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return false;
}

/** A copy in which each array keeps its first maxCheckedItems + 1 items (still too many). */
function truncated(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object" || depth > maxDepth) return value;
  if (Array.isArray(value))
    return value.slice(0, maxCheckedItems + 1).map((item) => truncated(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = truncated(item, depth + 1);
  return copy;
}

/**
 * Validates with the work bounded by the schema, not by the input (issue 6 §2): an input with a
 * too-long array is validated as a copy cut to maxCheckedItems + 1 items per array, which fails
 * maxItems with the schema's own limit and yields at most a few thousand errors. Only when the
 * cut copy passes (an array without maxItems) is the whole input validated. Returns the errors,
 * or undefined when the value is valid.
 */
export function validateBounded(
  validate: Validator,
  value: unknown,
): readonly ErrorObject[] | undefined {
  if (hasLongArray(value) && !validate(truncated(value))) return validate.errors ?? [];
  return validate(value) ? undefined : (validate.errors ?? []);
}
