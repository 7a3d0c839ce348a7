import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useLocation } from "react-router";
import type { NavigationItem } from "#generated/types.ts";
import { NavItemLink } from "./nav-item-link.tsx";

const panelId = "mobile-menu";

/**
 * Mobile menu (< 1024px): a hamburger opens the panel; items with children get +/- toggles.
 * Escape closes the panel and returns focus to the hamburger; navigation closes it too.
 */
export function MobileNav({
  items,
  label,
  end,
}: {
  items: NavigationItem[];
  label: string;
  end?: ReactNode;
}) {
  const { t } = useTranslation("layout");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The panel is open for the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const setOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="hamburger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        <span className="hamburger__box" aria-hidden="true">
          <span className="hamburger__line" />
          <span className="hamburger__line" />
          <span className="hamburger__line" />
        </span>
        <span className="visually-hidden">
          {t(isOpen ? "header.closeMenu" : "header.openMenu")}
        </span>
      </button>
      <div id={panelId} className="nav-mobile" hidden={!isOpen}>
        <nav aria-label={label}>
          <ul className="nav-mobile__list">
            {items.map((item) => (
              <MobileItem key={item.id} item={item} />
            ))}
          </ul>
        </nav>
        {end}
      </div>
    </>
  );
}

function MobileItem({ item }: { item: NavigationItem }) {
  const { t } = useTranslation("layout");
  const [isExpanded, setExpanded] = useState(false);
  const submenuId = `mobile-submenu-${item.id}`;
  const hasChildren = item.children.length > 0;
  return (
    <li className="nav-mobile__item">
      <div className="nav-mobile__row">
        <NavItemLink href={item.link} type={item.type} className="nav-mobile__link">
          {item.title}
        </NavItemLink>
        {hasChildren && (
          <button
            type="button"
            className="nav-mobile__toggle"
            aria-expanded={isExpanded}
            aria-controls={submenuId}
            aria-label={t(isExpanded ? "header.collapse" : "header.expand", { title: item.title })}
            onClick={() => setExpanded((expanded) => !expanded)}
          >
            <span aria-hidden="true">{isExpanded ? "−" : "+"}</span>
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={submenuId} className="nav-mobile__sublist" hidden={!isExpanded}>
          {item.children.map((child) => (
            <MobileItem key={child.id} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
