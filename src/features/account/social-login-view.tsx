import { Link, useLoaderData, useSearchParams } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import { AccountCard } from "./form-kit.tsx";
import { useScreenPath } from "./screen-path.ts";
import { SocialButtons } from "./social-buttons.tsx";
import type { SocialLoginData } from "./social-login.server.ts";

/** spec 2 social login screen: the site's providers, or a note that there are none. */
export function SocialLoginView() {
  const { t } = useTranslation("account");
  const { providers } = useLoaderData<SocialLoginData>();
  const [search] = useSearchParams();
  const path = useScreenPath();
  const redirectTo = search.get("redirectTo");
  const back = redirectTo ? `?${new URLSearchParams({ redirectTo }).toString()}` : "";
  return (
    <AccountCard title={t("social.title")} intro={t("social.intro")}>
      {providers.length === 0 && (
        <div className="account-notice" role="status">
          <p>{t("social.none")}</p>
        </div>
      )}
      <SocialButtons providers={providers} redirectTo={redirectTo} />
      <div className="account-links">
        <Link to={`${path("login")}${back}`}>{t("social.withPassword")}</Link>
        <Link to={path("register")}>{t("login.register")}</Link>
      </div>
    </AccountCard>
  );
}
