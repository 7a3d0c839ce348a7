import { Form } from "react-router";
import type { LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { searchPath } from "./search-paths.ts";
import { maxSearchLength } from "./search-query.ts";

function SearchIcon() {
  return (
    <svg className="header-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The header's search box (spec 4: elsewhere than the search page, submitting navigates to
 * search): a GET form to the search screen, so it works without JavaScript too.
 */
export function HeaderSearch({ language }: { language: LanguageCode }) {
  const { t } = useTranslation("search");
  return (
    <Form
      method="get"
      action={searchPath(language)}
      role="search"
      aria-label={t("quickSearch")}
      className="header-search"
    >
      <label className="visually-hidden" htmlFor="header-search-text">
        {t("label")}
      </label>
      <input
        id="header-search-text"
        className="header-search__input"
        type="search"
        name="search"
        maxLength={maxSearchLength}
        placeholder={t("headerPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-search__submit">
        <SearchIcon />
        <span className="visually-hidden">{t("submit")}</span>
      </button>
    </Form>
  );
}

/** Below 1024px the header has room for an icon only: it opens the search screen. */
export function HeaderSearchLink({ language }: { language: LanguageCode }) {
  const { t } = useTranslation("search");
  return (
    <a className="header-search-link" href={searchPath(language)}>
      <SearchIcon />
      <span className="visually-hidden">{t("title")}</span>
    </a>
  );
}
