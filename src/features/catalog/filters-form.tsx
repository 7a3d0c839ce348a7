import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import type { LayeredFilter, ProductFilterItem, ProductSort } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { WishlistInsideForm } from "#src/features/wishlist/wishlist-button.tsx";
import { productSorts } from "#common/product-sorts.ts";
import { type ListQuery, listSearch, pageSizes } from "./list-query.ts";

const rangeTypes = new Set(["Number", "Date", "DateTime"]);
/** The message key of a sort's name (locales/hr/api.ts, shared with the API's sortTypes). */
const sortLabel = (sort: ProductSort) =>
  `sort${sort.charAt(0).toUpperCase()}${sort.slice(1)}` as `sort${Capitalize<ProductSort>}`;

/** spec 4, 9: filters apply 500 ms after the last change. */
const debounceMs = 500;

/**
 * What a range field shows of the list's own range: a number field its edge as a placeholder, a
 * date field (which may have no placeholder) its edge as the limit of its picker.
 */
function rangeHints(filter: LayeredFilter, index: 0 | 1) {
  const edge = index === 0 ? filter.values[0]?.minValue : filter.values[0]?.maxValue;
  if (filter.type === "Number") return { placeholder: String(edge ?? "") };
  const day = /^\d{4}-\d{2}-\d{2}/.exec(String(edge ?? ""))?.[0];
  return day ? { [index === 0 ? "min" : "max"]: day } : {};
}

/** The list state of the form (spec 4): ranges "min~max", arrays comma-separated, page reset. */
function stateOf(form: HTMLFormElement, filters: readonly LayeredFilter[]): Partial<ListQuery> {
  const values = new FormData(form);
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value : "";
  };
  const items: ProductFilterItem[] = filters.flatMap((filter): ProductFilterItem[] => {
    if (rangeTypes.has(filter.type)) {
      const min = text(`${filter.attributeCode}-min`);
      const max = text(`${filter.attributeCode}-max`);
      return min || max
        ? [{ key: filter.attributeCode, value: [min || null, max || null], range: true }]
        : [];
    }
    const chosen = values.getAll(filter.attributeCode).map(String);
    return chosen.length ? [{ key: filter.attributeCode, value: chosen }] : [];
  });
  const limit = Number(values.get("limit"));
  return {
    filters: items,
    discount: values.get("discount") === "true",
    sort: (values.get("sort") as ProductSort | null) ?? undefined,
    limit: limit === 24 ? 24 : 12,
  };
}

/**
 * The key of the list's form. A list the form asked for keeps it (its navigation carries the
 * key), so the phone's open filter panel and the focus stay while the list updates (issue 23);
 * any other way to a list (back, forward, a link) draws the form afresh from its URL.
 */
export function useFiltersFormKey(): string {
  const location = useLocation();
  const state: unknown = location.state;
  const asked =
    typeof state === "object" && state !== null && "filtersFormKey" in state
      ? state.filtersFormKey
      : undefined;
  return typeof asked === "string" ? asked : location.key;
}

/**
 * Layered filters, sort and page size as one GET form: without JavaScript the button submits it
 * (every filtered page is a plain URL); with JavaScript a change applies after 500 ms and the
 * URL is replaced, not pushed (spec 4).
 */
export function FiltersForm({
  formKey,
  filters,
  query,
  sortTypes,
  total,
  children,
}: {
  /** The form's own key (useFiltersFormKey), carried by the lists it asks for. */
  formKey: string;
  filters: readonly LayeredFilter[];
  query: ListQuery;
  sortTypes: readonly ProductSort[] | undefined;
  total: number;
  children: ReactNode;
}) {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (form: HTMLFormElement) =>
    void navigate(listSearch(stateOf(form, filters)) || "?", {
      replace: true,
      preventScrollReset: true,
      state: { filtersFormKey: formKey },
    });
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(form), debounceMs);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    apply(event.currentTarget);
  };
  const selected = new Map(query.filters.map((filter) => [filter.key, filter]));
  const activeCount = query.filters.length + (query.discount ? 1 : 0);
  const isChecked = (code: string, value: number | string) => {
    const filter = selected.get(code);
    const list = Array.isArray(filter?.value) ? filter.value : [filter?.value];
    return list.map(String).includes(String(value));
  };
  const bound = (code: string, index: 0 | 1) => {
    const filter = selected.get(code);
    const value = Array.isArray(filter?.value) ? filter.value[index] : undefined;
    return value === null || value === undefined ? "" : String(value);
  };
  return (
    <Form method="get" className="catalog-list" onChange={onChange} onSubmit={onSubmit}>
      <aside className="filters" aria-label={t("filters")}>
        {/* a disclosure on phones (closed: the products come first); always open from 1024 px */}
        <details className="filters__panel">
          <summary className="filters__title">
            <h2>{t("filters")}</h2>
            {activeCount > 0 && <span className="filters__active">{activeCount}</span>}
          </summary>
          {filters.map((filter) => (
            <fieldset key={filter.attributeCode} className="filters__group">
              <legend className="filters__label">{filter.label}</legend>
              {rangeTypes.has(filter.type) ? (
                <div className="filters__range">
                  {([0, 1] as const).map((index) => (
                    <label key={index}>
                      <span>{index === 0 ? t("from") : t("to")}</span>
                      <input
                        type={filter.type === "Number" ? "number" : "date"}
                        step="any"
                        name={`${filter.attributeCode}-${index === 0 ? "min" : "max"}`}
                        defaultValue={bound(filter.attributeCode, index)}
                        {...rangeHints(filter, index)}
                      />
                    </label>
                  ))}
                </div>
              ) : (
                <ul className="filters__values">
                  {filter.values.map((value) => (
                    <li key={String(value.value)}>
                      <label className="filters__value">
                        <input
                          type="checkbox"
                          name={filter.attributeCode}
                          value={String(value.value)}
                          defaultChecked={isChecked(filter.attributeCode, value.value)}
                        />
                        {filter.type === "VisualSwatch" && value.swatch && (
                          <span
                            className="swatch-dot"
                            style={{ backgroundColor: value.swatch }}
                            aria-hidden="true"
                          />
                        )}
                        <span className="filters__value-label">{value.valueLabel}</span>
                        <span className="filters__count">{value.totalProducts}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          ))}
          <label className="filters__value filters__sale">
            <input type="checkbox" name="discount" value="true" defaultChecked={query.discount} />
            <span>{t("onSale")}</span>
          </label>
          <div className="filters__actions">
            <button type="submit" className="button button--filled">
              {t("apply")}
            </button>
            <a className="filters__clear" href="?">
              {t("clear")}
            </a>
          </div>
        </details>
      </aside>
      <div className="catalog-list__main">
        <div className="catalog-toolbar">
          <p className="catalog-toolbar__total" aria-live="polite">
            {t("totalRecords", { count: total })}
          </p>
          <label className="catalog-toolbar__field">
            <span>{t("sort")}</span>
            <select name="sort" defaultValue={query.sort ?? sortTypes?.[0] ?? "newest"}>
              {(sortTypes ?? productSorts).map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortLabel(sort))}
                </option>
              ))}
            </select>
          </label>
          <label className="catalog-toolbar__field">
            <span>{t("perPage")}</span>
            <select name="limit" defaultValue={String(query.limit)}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
        {/* the product cards: their hearts post with formaction (forms cannot nest) */}
        <WishlistInsideForm>{children}</WishlistInsideForm>
      </div>
    </Form>
  );
}
