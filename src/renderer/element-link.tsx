import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Link as ElementLinkTarget } from "#generated/types.ts";

type Props = {
  link: ElementLinkTarget;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
};

/**
 * A link from element props (spec 2: links resolve by target). Site paths navigate on the
 * client; external links always open in a new tab with rel="noopener".
 */
export function ElementLink({ link, className, children, ...aria }: Props) {
  const { t } = useTranslation();
  const isExternal = link.kind === "external";
  const opensNewTab = isExternal || link.newTab === true;
  const isSitePath = link.href.startsWith("/") && !link.href.startsWith("//");

  if (isSitePath && !opensNewTab && link.kind !== "static") {
    return (
      <Link to={link.href} className={className} prefetch="intent" {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      target={opensNewTab ? "_blank" : undefined}
      rel={opensNewTab ? "noopener" : undefined}
      {...aria}
    >
      {children}
      {opensNewTab && <span className="visually-hidden"> {t("opensInNewTab")}</span>}
    </a>
  );
}
