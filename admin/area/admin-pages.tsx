import { Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { AdminTexts } from "./texts.ts";

/**
 * A list's previous / page of pages / next links (catalogue, orders, submissions, subscribers),
 * or nothing for a list of one page. `hrefOf` keeps the list's filters in each link.
 */
export function AdminPages({
  texts,
  page,
  pages,
  hrefOf,
}: {
  texts: AdminTexts;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pages" aria-label={texts.pagination}>
      {page > 1 && <Link to={hrefOf(page - 1)}>{texts.previous}</Link>}
      <span>{interpolate(texts.pageOf, { page, pages })}</span>
      {page < pages && <Link to={hrefOf(page + 1)}>{texts.next}</Link>}
    </nav>
  );
}
