import type { ReactNode } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";
import type { Link as ElementLinkTarget } from "#generated/types.ts";
import { linkTarget } from "./link-target.ts";

type Props = {
  link: ElementLinkTarget;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
};

/**
 * A link from element props (spec 2: links resolve by target, link-target.ts). Site paths
 * navigate on the client; external links always open in a new tab with rel="noopener".
 */
export function ElementLink({ link, className, children, ...aria }: Props) {
  const { href, isSiteRoute, opensNewTab } = linkTarget(link);
  if (isSiteRoute) {
    return (
      <SiteLink href={href} className={className} {...aria}>
        {children}
      </SiteLink>
    );
  }
  return (
    <PlainLink href={href} className={className} opensNewTab={opensNewTab} {...aria}>
      {children}
    </PlainLink>
  );
}

// Only links that open a new tab read a text: site links skip useTranslation (render cost).
function PlainLink({
  href,
  className,
  opensNewTab,
  children,
  ...aria
}: Omit<Props, "link"> & { href: string; opensNewTab: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
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
