import { Link } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { pageWindow } from "./list-query.ts";

/** spec 2: first, previous, numbered (a window of 9), next, last; plain links. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation("catalog");
  if (totalPages <= 1) return null;
  const step = (label: string, target: number, className: string) =>
    target === page || target < 1 || target > totalPages ? (
      <span className={`pagination__step ${className}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link className={`pagination__step ${className}`} to={hrefOf(target)}>
        {label}
      </Link>
    );
  return (
    <nav className="pagination" aria-label={t("pagination")}>
      {step(t("first"), 1, "pagination__first")}
      {step(t("previous"), page - 1, "pagination__previous")}
      <ol className="pagination__pages">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Link
              className="pagination__page"
              to={hrefOf(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("pageNumber", { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {step(t("next"), page + 1, "pagination__next")}
      {step(t("last"), totalPages, "pagination__last")}
    </nav>
  );
}
