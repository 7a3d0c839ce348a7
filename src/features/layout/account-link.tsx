import { useRouteLoaderData } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { SiteLink } from "#src/ui/site-link.tsx";

/**
 * The header's way into the account (spec 2 routes): the login page for a guest, the profile
 * for a signed-in user, each with its icon; `place` styles it for the desktop utility bar or
 * the mobile menu.
 */
export function AccountLink({ place }: { place: "desktop" | "mobile" }) {
  const { t } = useTranslation("layout");
  const root = useRouteLoaderData<RootData>("root");
  const code2 = languages[root?.language ?? "hrv"].code2;
  const isSignedIn = root?.isSignedIn === true;
  return (
    <SiteLink
      href={screenPath(isSignedIn ? "profile" : "login", code2)}
      className={`account-link account-link--${place}`}
    >
      <svg
        className="account-link__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {isSignedIn ? (
          <>
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
          </>
        ) : (
          <>
            <path d="M15 3h3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-3" />
            <path d="M10 17l5-5-5-5" />
            <path d="M15 12H3" />
          </>
        )}
      </svg>
      <span>{t(isSignedIn ? "header.profile" : "header.login")}</span>
    </SiteLink>
  );
}
