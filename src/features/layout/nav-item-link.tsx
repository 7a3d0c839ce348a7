import type { ReactNode } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";

type Props = {
  href: string;
  /** spec 2: navigation items are internal, static or external; external opens a new tab. */
  type: "internal" | "static" | "external";
  className?: string;
  children: ReactNode;
};

/** A menu or footer link: client navigation for internal paths, a new tab for external ones. */
export function NavItemLink({ href, type, className, children }: Props) {
  const isSitePath = href.startsWith("/") && !href.startsWith("//");
  if (type === "internal" && isSitePath) {
    return (
      <SiteLink href={href} className={className} isNav>
        {children}
      </SiteLink>
    );
  }
  if (type === "external") return <ExternalLink {...{ href, className, children }} />;
  // A phone number never breaks across lines: its spaces do not wrap.
  const text =
    href.startsWith("tel:") && typeof children === "string"
      ? children.replaceAll(" ", "\u00a0")
      : children;
  return (
    <a href={href} className={className}>
      {text}
    </a>
  );
}

// Only external links read a text: the many internal ones skip useTranslation (render cost).
function ExternalLink({ href, className, children }: Omit<Props, "type">) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t("opensInNewTab")}</span>
    </a>
  );
}
