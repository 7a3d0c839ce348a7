import type { SocialProvider } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useScreenPath } from "./screen-path.ts";

/**
 * One button per OpenID Connect provider of the site (spec 2 social login). Plain links, loaded
 * as documents: the social login route answers with a redirect to the provider, which a form
 * post may not follow under the site's `form-action 'self'`. `redirectTo` (spec 5) is passed on.
 */
export function SocialButtons({
  providers,
  redirectTo,
  hasDivider = false,
}: {
  providers: readonly SocialProvider[];
  redirectTo: string | null;
  hasDivider?: boolean;
}) {
  const { t } = useTranslation("account");
  const path = useScreenPath();
  if (providers.length === 0) return null;
  const href = (id: string) => {
    const query = new URLSearchParams({ provider: id });
    if (redirectTo) query.set("redirectTo", redirectTo);
    return `${path("socialLogin")}?${query.toString()}`;
  };
  return (
    <div className="account-social">
      {hasDivider && (
        <p className="account-social__divider">
          <span>{t("social.or")}</span>
        </p>
      )}
      <ul className="account-social__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className="button button--outlined account-social__button"
              href={href(provider.id)}
              rel="nofollow"
            >
              <span className="account-social__mark" aria-hidden="true">
                {provider.name.slice(0, 1).toUpperCase()}
              </span>
              {t("social.continueWith", { name: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
