import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

type Props = {
  href: string;
  /** spec 2: navigation items are internal, static or external; external opens a new tab. */
  type: "internal" | "static" | "external";
  className?: string;
  children: ReactNode;
};

/** A menu or footer link: client navigation for internal paths, a new tab for external ones. */
export function NavItemLink({ href, type, className, children }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isSitePath = href.startsWith("/") && !href.startsWith("//");
  if (type === "internal" && isSitePath) {
    // "/en/" is the page "/en": a trailing slash must not cost the menu its active item
    const isCurrent =
      withoutTrailingSlash(pathname) === withoutTrailingSlash(href.split(/[?#]/)[0]!);
    return (
      <Link
        to={href}
        className={[className, isCurrent && "active"].filter(Boolean).join(" ") || undefined}
        prefetch="intent"
        aria-current={isCurrent ? "page" : undefined}
      >
        {children}
      </Link>
    );
  }
  const isExternal = type === "external";
  // A phone number never breaks across lines: its spaces do not wrap.
  const text =
    href.startsWith("tel:") && typeof children === "string"
      ? children.replaceAll(" ", "\u00a0")
      : children;
  return (
    <a
      href={href}
      className={className}
      target={isExternal ? "_blank" : undefined}
      rel={isExternal ? "noopener" : undefined}
    >
      {text}
      {isExternal && <span className="visually-hidden"> {t("opensInNewTab")}</span>}
    </a>
  );
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
