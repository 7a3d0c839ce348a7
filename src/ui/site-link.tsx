import { type MouseEvent, type ReactNode, useState } from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";

type Props = {
  href: string;
  className?: string | undefined;
  children: ReactNode;
  /** A menu link: `active` class and aria-current="page" on its own page (NavLink `end`). */
  isNav?: boolean;
  "aria-label"?: string | undefined;
};

/** NavLink's `end` rule: the path itself, case-insensitive, a trailing slash allowed. */
export function isActivePath(locationPathname: string, href: string): boolean {
  const location = locationPathname.toLowerCase();
  // like NavLink: the path only, a #section or ?query of the link does not count
  const target = (href.split(/[?#]/)[0] ?? href).toLowerCase();
  const bare = target !== "/" && target.endsWith("/") ? target.slice(0, -1) : target;
  return location === target || location === bare || location === `${bare}/`;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to an absolute path of this site: what Link / NavLink do for it (client navigation,
 * for menus the `active` class and aria-current, prefetch on intent, route discovery) without
 * resolving a relative path against the route tree on every render. A page renders ~50 of
 * them; React Router's Link/NavLink path resolution cost ~9 % of a server render
 * (bench/README.md). Relative paths need React Router's Link.
 */
export function SiteLink({ href, className, children, isNav = false, ...aria }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isIntent, setIntent] = useState(false);
  const isHere = isActivePath(pathname, href);
  const isActive = isNav && isHere;
  const onIntent = () => setIntent(true);
  return (
    <>
      <a
        className={
          [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined
        }
        aria-current={isActive ? "page" : undefined}
        {...aria}
        href={href}
        data-discover="true"
        onClick={(event) => {
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          // like Link: a link to the page already shown replaces the history entry
          void navigate(href, { replace: isHere });
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
