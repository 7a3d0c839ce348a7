import { type MouseEvent, type ReactNode, useState } from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";

type Props = { href: string; className?: string | undefined; children: ReactNode };

/** NavLink's `end` rule: the path itself, case-insensitive, a trailing slash allowed. */
export function isActivePath(locationPathname: string, href: string): boolean {
  const location = locationPathname.toLowerCase();
  const target = href.toLowerCase();
  const bare = target !== "/" && target.endsWith("/") ? target.slice(0, -1) : target;
  return location === target || location === bare || location === `${bare}/`;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A menu link to an absolute path of this site: what NavLink does for it (client navigation,
 * `active` class and aria-current, prefetch on intent, route discovery) without resolving a
 * relative path against the route tree on every render. A page renders ~45 of them; React
 * Router's Link/NavLink path resolution cost ~9 % of a server render (bench/README.md).
 */
export function SiteNavLink({ href, className, children }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isIntent, setIntent] = useState(false);
  const isActive = isActivePath(pathname, href);
  const onIntent = () => setIntent(true);
  return (
    <>
      <a
        href={href}
        className={
          [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined
        }
        aria-current={isActive ? "page" : undefined}
        data-discover="true"
        onClick={(event) => {
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          void navigate(href, { replace: isActive });
        }}
        onMouseEnter={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
      >
        {children}
      </a>
      {isIntent && <PrefetchPageLinks page={href} />}
    </>
  );
}
