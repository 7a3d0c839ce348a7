import { useState, type KeyboardEvent, type ReactNode } from "react";
import type { NavigationItem } from "#generated/types.ts";
import { NavItemLink } from "./nav-item-link.tsx";
import { splitMenu } from "./split-menu.ts";

type Props = { items: NavigationItem[]; label: string; brand: ReactNode };

/**
 * Desktop menu (>= 1024px): two halves around the title; dropdowns open on hover and on
 * keyboard focus (CSS :hover and :focus-within); Escape closes an open dropdown.
 */
export function DesktopNav({ items, label, brand }: Props) {
  const [left, right] = splitMenu(items);
  const [dismissedId, setDismissedId] = useState<number | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    const item = (event.target as HTMLElement).closest<HTMLElement>("[data-item-id]");
    if (!item) return;
    setDismissedId(Number(item.dataset.itemId));
    item.querySelector<HTMLElement>(".nav__link")?.focus();
  };

  const renderHalf = (half: NavigationItem[], side: "left" | "right") => (
    <ul className={`nav-desktop__half nav-desktop__half--${side}`}>
      {half.map((item) => (
        <li
          key={item.id}
          className="nav__item"
          data-item-id={item.id}
          data-has-children={item.children.length > 0 || undefined}
          data-dismissed={dismissedId === item.id || undefined}
          onMouseLeave={() => dismissedId === item.id && setDismissedId(null)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) {
              setDismissedId((current) => (current === item.id ? null : current));
            }
          }}
        >
          <NavItemLink href={item.link} type={item.type} className="nav__link">
            {item.title}
            {item.children.length > 0 && <Chevron />}
          </NavItemLink>
          {item.children.length > 0 && <Dropdown items={item.children} />}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className="nav-desktop" aria-label={label} onKeyDown={onKeyDown}>
      {renderHalf(left, "left")}
      <div className="nav-desktop__brand">{brand}</div>
      {renderHalf(right, "right")}
    </nav>
  );
}

function Dropdown({ items }: { items: NavigationItem[] }) {
  return (
    <ul className="nav__dropdown">
      {items.map((child) => (
        <li key={child.id}>
          <NavItemLink href={child.link} type={child.type} className="nav__dropdown-link">
            {child.title}
          </NavItemLink>
          {child.children.length > 0 && (
            <ul className="nav__dropdown-nested">
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <NavItemLink
                    href={grandchild.link}
                    type={grandchild.type}
                    className="nav__dropdown-link"
                  >
                    {grandchild.title}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Chevron() {
  return (
    <svg className="nav__chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
