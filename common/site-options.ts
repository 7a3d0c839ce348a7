import { siteOptionEncodings, type SiteOptionKey } from "#generated/site-options.ts";
import type { SiteOptionValues } from "#generated/types.ts";
import validateSiteOptionValues from "#generated/validators/entities/site-option-values.js";

/**
 * Site options (spec 3) are stored as text; schemas/entities/site-option-values.schema.json gives
 * each key its shape. This is the one parser the server and the site share: a stored value that
 * breaks its key's schema is ignored (and reported), never a crash.
 */
export type OptionProblem = { key: string; value: string; reason: string };

export function isSiteOptionKey(key: string): key is SiteOptionKey {
  return Object.hasOwn(siteOptionEncodings, key);
}

function decode(key: SiteOptionKey, text: string): unknown {
  const encoding = siteOptionEncodings[key];
  if (encoding === "text") return text;
  if (encoding === "list" && !text.trimStart().startsWith("[")) {
    return text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return JSON.parse(text);
}

/** One stored option as its typed value, or the reason it cannot be used. */
export function parseSiteOption<K extends SiteOptionKey>(
  key: K,
  text: string,
): { ok: true; value: NonNullable<SiteOptionValues[K]> } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = decode(key, text);
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  const candidate: Record<string, unknown> = { [key]: value };
  if (!validateSiteOptionValues(candidate)) {
    const first = validateSiteOptionValues.errors?.[0];
    return { ok: false, reason: `${first?.instancePath || "/"} ${first?.message ?? ""}`.trim() };
  }
  // the validator filled in defaults (e.g. RootRedirect status 302)
  return { ok: true, value: candidate[key] as NonNullable<SiteOptionValues[K]> };
}

/**
 * Stored options as typed values by key. Unknown keys and invalid values are left out; each is
 * passed to `onProblem` (the caller logs it).
 */
export function parseSiteOptions(
  list: readonly { key: string; value: string }[],
  onProblem?: (problem: OptionProblem) => void,
): SiteOptionValues {
  // The server hands the same cached list to every request until an option changes: decode and
  // schema-check it once (each page view parsed it several times). Reporting calls parse afresh.
  if (onProblem) return parseAll(list, onProblem);
  let values = parsedLists.get(list);
  if (!values) {
    values = parseAll(list);
    parsedLists.set(list, values);
  }
  return values;
}

const parsedLists = new WeakMap<readonly object[], SiteOptionValues>();

function parseAll(
  list: readonly { key: string; value: string }[],
  onProblem?: (problem: OptionProblem) => void,
): SiteOptionValues {
  const values: Record<string, unknown> = {};
  for (const { key, value } of list) {
    if (!isSiteOptionKey(key)) {
      onProblem?.({ key, value, reason: "unknown option key" });
      continue;
    }
    const parsed = parseSiteOption(key, value);
    if (parsed.ok) values[key] = parsed.value;
    else onProblem?.({ key, value, reason: parsed.reason });
  }
  return values;
}
