import type { ObjectFieldTemplateProps, Registry, UiSchema } from "@rjsf/utils";
import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  filteredUiSchema,
  type FormGroup,
  type FormGroupId,
  groupsWithErrors,
} from "./form-groups.ts";
import { SearchResultPreview, type SearchResultSite } from "./search-result-preview.tsx";

/** The texts of a grouped form (locales/<code2>/admin.ts). */
export type GroupTexts = {
  formGroups: Readonly<Record<FormGroupId, string>>;
  formGroupsLabel: string;
  formGroupErrors: string;
  searchResultPreview: string;
  searchResultNoDescription: string;
};

/** What a grouped form tells its root template (rjsf's formContext). */
export type GroupedFormContext = {
  groupTexts: GroupTexts;
  /** Counts the refused saves (the validator's and the API's): each opens the first group with an error. */
  refusals: number;
  /** Where a group's search result preview puts the entry (absent: no preview). */
  searchResultSite?: SearchResultSite;
};

const moves: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * rjsf's template for the root of a form whose ui schema declares `ui:groups`: one tab a group
 * (the ARIA tabs pattern: roving tabindex, arrow keys, Home and End), its fields in its panel.
 * Panels out of view stay mounted (hidden), so what was typed there stays and is sent. A group
 * with an error says so on its tab, and a refused submit opens the first such group when the
 * open one has none. Properties no group holds (hidden ones) are drawn outside the tabs. A
 * property two groups share shows each its own fields; a group with a search result hint shows
 * the entry's result under its fields.
 */
export function GroupedFields({
  properties,
  schema,
  uiSchema,
  errorSchema,
  formData,
  registry,
}: ObjectFieldTemplateProps) {
  const groups = (uiSchema?.["ui:groups"] ?? []) as FormGroup[];
  const {
    groupTexts: texts,
    refusals,
    searchResultSite,
  } = registry.formContext as GroupedFormContext;
  const fieldsOf = useGroupFields(properties, { schema, uiSchema, registry });
  const [active, setActive] = useState<FormGroupId | undefined>(groups[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const erred = groupsWithErrors(groups, errorSchema);
  const firstErred = erred[0];
  const isActiveErred = active !== undefined && erred.includes(active);
  // a new refusal (the validator's or the API's) opens the first group with an error when the
  // open one has none; a later click elsewhere stays (React: state adjusted while rendering)
  const [seenRefusals, setSeenRefusals] = useState(refusals);
  if (refusals !== seenRefusals) {
    setSeenRefusals(refusals);
    if (firstErred && !isActiveErred) setActive(firstErred);
  }
  const grouped = new Set(groups.flatMap((group) => group.properties));
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, groups.length);
    setActive(groups[next]?.id);
    tabs.current[next]?.focus();
  };
  return (
    <div className="admin-form-groups">
      {properties.filter((each) => !grouped.has(each.name)).map((each) => each.content)}
      <div className="admin-form-tabs" role="tablist" aria-label={texts.formGroupsLabel}>
        {groups.map((group, index) => {
          const isActive = group.id === active;
          const hasErrors = erred.includes(group.id);
          return (
            <button
              key={group.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${group.id}`}
              aria-controls={`${base}-panel-${group.id}`}
              aria-selected={isActive}
              tabIndex={isActive ? 0 : -1}
              className={`admin-form-tabs__tab${hasErrors ? " admin-form-tabs__tab--error" : ""}`}
              onClick={() => setActive(group.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {texts.formGroups[group.id]}
              {hasErrors && (
                <span className="admin-form-tabs__mark">
                  <span aria-hidden="true">!</span>
                  <span className="vb-visually-hidden"> ({texts.formGroupErrors})</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {groups.map((group) => (
        <section
          key={group.id}
          role="tabpanel"
          id={`${base}-panel-${group.id}`}
          aria-labelledby={`${base}-tab-${group.id}`}
          className="admin-form-panel"
          hidden={group.id !== active}
        >
          {group.properties.map((name) => fieldsOf(group, name))}
          {group.searchResult && searchResultSite && (
            <SearchResultPreview
              hint={group.searchResult}
              formData={formData as unknown}
              site={searchResultSite}
              texts={texts}
            />
          )}
        </section>
      ))}
    </div>
  );
}

type FieldElement = ReactElement<{ uiSchema?: UiSchema; registry?: Registry }>;

/**
 * The fields of a root property as a group shows them: the property's own field, or, for a
 * property two groups share (a product's texts: names in one, addresses in another), the same
 * field drawn with the ui schema of what this group shows. Drawn as a group's own part of
 * another's property, its ids carry the group's id, so no id is on the page twice.
 */
function useGroupFields(
  properties: ObjectFieldTemplateProps["properties"],
  {
    schema,
    uiSchema,
    registry,
  }: Pick<ObjectFieldTemplateProps, "schema" | "uiSchema" | "registry">,
) {
  const views = useMemo(() => {
    const groups = (uiSchema?.["ui:groups"] ?? []) as FormGroup[];
    const prefix = registry.globalFormOptions.idPrefix;
    return new Map(
      groups.flatMap((group) =>
        Object.entries(group.filters ?? {}).map(([name, filter]) => [
          `${group.id}/${name}`,
          {
            uiSchema: filteredUiSchema(
              schema.properties?.[name],
              uiSchema?.[name] as UiSchema | undefined,
              [name],
              filter,
            ),
            registry:
              filter.keep === "only"
                ? {
                    ...registry,
                    globalFormOptions: {
                      ...registry.globalFormOptions,
                      idPrefix: `${prefix}-${group.id}`,
                    },
                  }
                : registry,
          },
        ]),
      ),
    );
  }, [schema, uiSchema, registry]);
  return (group: FormGroup, name: string) => {
    const content = properties.find((each) => each.name === name)?.content as
      FieldElement | undefined;
    const view = views.get(`${group.id}/${name}`);
    // rjsf's property content is its SchemaField element: the same field, another ui schema
    return content && view ? cloneElement(content, view) : content;
  };
}
