import { useTranslation } from "#src/lib/use-translation.ts";
import { adminLogoutPath } from "#common/route-paths.ts";

/**
 * The logout button: a plain form post to /adminLogout (spec 2: logging out goes to /), so it
 * works without JavaScript and the page reloads without the session.
 */
export function LogoutForm({ className }: { className: string }) {
  const { t } = useTranslation("auth");
  return (
    <form method="post" action={adminLogoutPath} className="logout-form">
      <button type="submit" className={className}>
        {t("logout.submit")}
      </button>
    </form>
  );
}
