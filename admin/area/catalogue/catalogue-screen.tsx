import { Form, Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import { AdminPages } from "../admin-pages.tsx";
import { screenPaths } from "../screens.ts";
import type { AdminTexts } from "../texts.ts";
import type { CatalogueData } from "./catalogue.server.ts";
import { CatalogueForm } from "./catalogue-form.tsx";

const titles = {
  product: ["products", "productsIntro"],
  productCategory: ["productCategories", "productCategoriesIntro"],
  attribute: ["attributes", "attributesIntro"],
} as const;

/**
 * A catalogue screen (products, product categories, attributes): the list with search and
 * pages, or one entry's form (`?edit=<id>`, `?edit=new`).
 */
export function CatalogueScreen({
  texts,
  data,
  code2,
  uiCode2,
}: {
  texts: AdminTexts;
  data: CatalogueData;
  code2: string;
  /** The interface language (spec 6 admin locale), which the form's buttons and widgets speak. */
  uiCode2: string;
}) {
  const [title, intro] = titles[data.kind];
  const path = screenPaths[data.kind];
  const link = (query: Record<string, string>) =>
    `${path}?${new URLSearchParams({ language: code2, ...query }).toString()}`;
  // the pages of a list keep its search and status
  const listQuery = {
    search: data.search,
    ...(data.kind === "product" && data.status !== "all" ? { status: data.status } : {}),
  };
  if (data.editing) {
    return (
      <section className="admin-screen">
        <p>
          <Link to={link({})}>{texts.backToList}</Link>
        </p>
        <h1>
          {data.editing.id === null
            ? texts.creating
            : interpolate(texts.editing, { name: data.editing.name })}
        </h1>
        {data.isSaved && (
          <p className="admin-notice" role="status">
            {texts.saved}
          </p>
        )}
        <CatalogueForm
          key={`${data.kind}:${data.editing.id ?? "new"}`}
          kind={data.kind}
          id={data.editing.id}
          body={data.editing.body}
          choices={data.editing.choices}
          site={data.editing.site}
          searchResultSite={data.editing.searchResultSite}
          texts={texts}
          code2={code2}
          uiCode2={uiCode2}
        />
      </section>
    );
  }
  return (
    <section className="admin-screen">
      <h1>{texts[title]}</h1>
      <p className="admin-screen__intro">{texts[intro]}</p>
      <div className="admin-toolbar">
        <Form method="get" role="search" className="admin-search">
          <input type="hidden" name="language" value={code2} />
          <label>
            {texts.searchLabel}
            <input type="search" name="search" defaultValue={data.search} maxLength={200} />
          </label>
          {data.kind === "product" && (
            <label>
              {texts.statusLabel}
              <select name="status" defaultValue={data.status}>
                <option value="all">{texts.statusAll}</option>
                <option value="active">{texts.statusActive}</option>
                <option value="archived">{texts.statusArchived}</option>
              </select>
            </label>
          )}
          <button type="submit" className="admin-button admin-button--quiet">
            {texts.search}
          </button>
        </Form>
        <Link className="admin-button" to={link({ edit: "new" })}>
          {texts.create}
        </Link>
      </div>
      {data.rows.length === 0 ? (
        <p className="admin-empty">{texts.noResults}</p>
      ) : (
        <ul className="admin-entries">
          {data.rows.map((row) => (
            <li key={row.id}>
              <span>
                <Link to={link({ edit: String(row.id) })}>{row.name || `#${row.id}`}</Link>
                {row.badge && (
                  <span className={`admin-badge admin-badge--${row.badge}`}>
                    {row.badge === "archived" ? texts.badgeArchived : texts.badgeVariant}
                  </span>
                )}
              </span>
              <span className="admin-entries__detail">{row.detail}</span>
            </li>
          ))}
        </ul>
      )}
      <AdminPages
        texts={texts}
        page={data.page}
        pages={data.totalPages}
        hrefOf={(page) => link({ ...listQuery, page: String(page) })}
      />
    </section>
  );
}
