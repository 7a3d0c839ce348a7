import type { ProductFilterItem } from "#generated/types.ts";
import { AppError, type MessageKey } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import type { CatalogAttribute } from "./catalog-data.ts";

/** A filter ready for SQL: option ids of one attribute, a range, product ids or tag ids. */
export type ProductFilter =
  | { kind: "options"; attribute: CatalogAttribute; optionIds: number[] }
  | { kind: "range"; attribute: CatalogAttribute | "price"; min: number | null; max: number | null }
  | { kind: "ids"; ids: number[] }
  | { kind: "tags"; ids: number[] };

/** Keys that are no attribute code: price (finalPrice range), id (id list), tag (tag ids). */
export const reservedFilterKeys = ["price", "id", "tag"] as const;

const optionTypes = new Set(["dropdown", "multipleSelect", "textSwatch", "visualSwatch"]);
const maxId = 2147483647;

function invalid(key: MessageKey, index: number, language: string | undefined): AppError {
  return new AppError(400, key, [
    { path: `/body/filters/${index}`, key, message: translate(language, key) },
  ]);
}

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= maxId;

// spec 5: an empty array or a null range bound is dropped; a single value is wrapped in a list.
function listOf(value: ProductFilterItem["value"]): (number | string | null)[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function ids(values: (number | string | null)[], fail: () => AppError): number[] {
  // numbers may come as numeric strings from a URL
  const parsed = values
    .filter((value) => value !== null && value !== "")
    .map((value) =>
      typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value,
    );
  if (!parsed.every(isId)) throw fail();
  return [...new Set(parsed)];
}

function dateValue(value: string | number): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (
    !/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/.test(
      value,
    )
  )
    return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function range(
  values: (number | string | null)[],
  isDate: boolean,
  fail: () => AppError,
): { min: number | null; max: number | null } | undefined {
  if (values.length === 0) return undefined;
  if (values.length > 2) throw fail();
  const bounds = values.map((value) => {
    if (value === null || value === "") return null;
    const parsed = isDate
      ? dateValue(value)
      : typeof value === "number"
        ? value
        : /^-?\d+(?:\.\d+)?$/.test(value)
          ? Number(value)
          : undefined;
    if (parsed === undefined || !Number.isFinite(parsed)) throw fail();
    return parsed;
  });
  // one value is an exact match; two are [min, max]
  const min = bounds[0] ?? null;
  const max = values.length === 1 ? min : (bounds[1] ?? null);
  if (min === null && max === null) return undefined;
  if (min !== null && max !== null && min > max) throw fail();
  return { min, max };
}

/**
 * The filter payload (spec 3, 5) checked against the site's attributes: an unknown key or a value
 * of the wrong type is a 400 naming the filter; empty filters are dropped.
 */
export function normaliseFilters(
  items: readonly ProductFilterItem[],
  attributes: readonly CatalogAttribute[],
  language: string | undefined,
): ProductFilter[] {
  const byCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
  const filters: ProductFilter[] = [];
  items.forEach((item, index) => {
    const fail = () => invalid("api.invalidFilterValue", index, language);
    const values = listOf(item.value);
    if (item.key === "id" || item.key === "tag") {
      const list = ids(values, fail);
      if (list.length > 0) filters.push({ kind: item.key === "id" ? "ids" : "tags", ids: list });
      return;
    }
    if (item.key === "price") {
      const bounds = range(values, false, fail);
      if (bounds) filters.push({ kind: "range", attribute: "price", ...bounds });
      return;
    }
    const attribute = byCode.get(item.key);
    if (!attribute) throw invalid("api.unknownAttribute", index, language);
    if (optionTypes.has(attribute.inputType)) {
      const list = ids(values, fail);
      const known = new Set(attribute.options.map((option) => option.id));
      if (!list.every((id) => known.has(id))) throw fail();
      if (list.length > 0) filters.push({ kind: "options", attribute, optionIds: list });
      return;
    }
    if (attribute.inputType === "yesNo") {
      // spec 5: yes/no stay strings
      if (!values.every((value) => value === "yes" || value === "no")) throw fail();
      const chosen = new Set<unknown>(values);
      const optionIds = attribute.options
        .filter((option) => chosen.has(option.valueKey))
        .map((option) => option.id);
      if (optionIds.length > 0) filters.push({ kind: "options", attribute, optionIds });
      return;
    }
    const isDate = attribute.inputType === "date" || attribute.inputType === "dateTime";
    const bounds = range(values, isDate, fail);
    if (bounds) filters.push({ kind: "range", attribute, ...bounds });
  });
  return filters;
}
