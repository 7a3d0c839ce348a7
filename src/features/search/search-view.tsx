import { Link, useLoaderData } from "react-router";
import { Pagination } from "#src/features/catalog/pagination.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SearchBox } from "./search-box.tsx";
import { SearchHitView } from "./search-hit.tsx";
import { searchHref, searchTabs } from "./search-query.ts";
import type { SearchData } from "./search.server.ts";

/**
 * The search screen (spec 2): the text box, a tab per category with its total, one page of the
 * chosen tab's results with the matching words marked, pagination, and an empty state.
 */
export function SearchView() {
  const { query, result, language, path } = useLoaderData<SearchData>();
  const { t } = useTranslation("search");
  const isNothingAnywhere = result
    ? Object.values(result.totals).every((total) => total === 0)
    : false;
  return (
    <article className="search">
      <header className="search__header">
        <h1 className="search__title">{t("title")}</h1>
        <SearchBox action={path} search={query.search} isAutoFocus={!query.search} />
      </header>
      {!result ? (
        <p className="search__prompt">{t("prompt")}</p>
      ) : (
        <>
          <nav className="search-tabs" aria-label={t("categories")}>
            <ul className="search-tabs__list">
              {searchTabs.map((tab) => (
                <li key={tab}>
                  <Link
                    className="search-tabs__tab"
                    to={searchHref({ search: result.search, category: tab })}
                    aria-current={tab === result.category ? "page" : undefined}
                    preventScrollReset
                  >
                    {t(`category.${tab}`)}
                    <span className="search-tabs__count">{result.totals[tab] ?? 0}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="search__summary" role="status">
            {t("total", { search: result.search, count: result.totalRecords })}
          </p>
          {result.records.length === 0 ? (
            <div className="search__empty">
              <p className="search__empty-title">
                {t(isNothingAnywhere ? "emptyEverywhere" : "empty", { search: result.search })}
              </p>
              <p>{t("emptyHint")}</p>
            </div>
          ) : (
            <ol className="search-results">
              {result.records.map((hit) => (
                <li key={`${hit.type}-${hit.id}`}>
                  <SearchHitView hit={hit} search={result.search} language={language} />
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={result.page}
            totalPages={result.totalPages}
            hrefOf={(page) =>
              searchHref({ search: result.search, category: result.category, page })
            }
          />
        </>
      )}
    </article>
  );
}
