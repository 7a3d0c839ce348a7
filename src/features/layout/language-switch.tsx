import { useTranslation } from "#src/lib/use-translation.ts";
import { Link } from "react-router";
import { loadTexts } from "#src/lib/texts.ts";
import { useAnchorState, useLanguageLinks } from "./use-language-links.ts";

/** Links to the same page in the other languages (spec 2 language switch). */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("layout");
  const { current, links } = useLanguageLinks();
  // keeps the reader's place: the hash goes along, and the page opened maps it to its own anchor
  const { hash, state } = useAnchorState();
  if (links.length < 2) return null;
  return (
    <ul className={`lang-switch ${className}`} aria-label={t("header.languages")}>
      {links.map((link) => {
        const isCurrent = link.code === current;
        return (
          <li key={link.code}>
            <Link
              to={`${link.url}${hash}`}
              state={state}
              className="lang-switch__link"
              hrefLang={link.code2}
              lang={link.code2}
              // the browser holds the page's language only: fetch this one's texts on the way
              onPointerEnter={() => void loadTexts(link.code2)}
              onFocus={() => void loadTexts(link.code2)}
              aria-current={isCurrent ? "true" : undefined}
            >
              {/* The visible code starts the accessible name (WCAG 2.5.3 label in name). */}
              {link.code2.toUpperCase()}
              <span className="visually-hidden">
                {" – "}
                {isCurrent ? link.name : t("header.switchTo", { language: link.name })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
