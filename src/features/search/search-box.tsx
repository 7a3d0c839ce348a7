import { useEffect, useRef, type ChangeEvent } from "react";
import { Form, useNavigate } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { maxSearchLength, searchHref } from "./search-query.ts";

/** spec 4, 9: typing updates the search after 500 ms without a key press. */
const debounceMs = 500;

/**
 * The search screen's text box: a GET form (works without JavaScript); with JavaScript the
 * results follow the typing after 500 ms, replacing the URL (search, page 1, the best tab).
 */
export function SearchBox({
  action,
  search,
  isAutoFocus,
}: {
  action: string;
  search: string;
  isAutoFocus: boolean;
}) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);

  // back and forward change the search: follow them unless the visitor is typing
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = search;
  }, [search]);
  useEffect(() => cancel, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    cancel();
    const value = event.currentTarget.value.trim();
    timer.current = window.setTimeout(() => {
      if (value === search) return;
      void navigate(`${action}${searchHref({ search: value })}`, {
        replace: true,
        preventScrollReset: true,
      });
    }, debounceMs);
  };

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t("title")}
      className="search-form"
      onSubmit={cancel}
    >
      <label className="visually-hidden" htmlFor="search-text">
        {t("label")}
      </label>
      <input
        ref={inputRef}
        id="search-text"
        className="search-form__input"
        type="search"
        name="search"
        defaultValue={search}
        maxLength={maxSearchLength}
        placeholder={t("placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        // an empty search screen is opened to type in it
        autoFocus={isAutoFocus}
        onChange={onChange}
      />
      <button type="submit" className="search-form__submit">
        {t("submit")}
      </button>
    </Form>
  );
}
