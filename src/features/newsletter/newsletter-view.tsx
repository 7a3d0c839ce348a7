import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { AccountCard } from "#src/features/account/form-kit.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { NewsletterForm } from "./newsletter-form.tsx";
import type { NewsletterOutcome } from "./newsletter-outcome.ts";
import type { NewsletterPageData } from "./newsletter.server.ts";

/** The unsubscribe button of a mail's link: one click, a plain form post (works without JavaScript). */
function Unsubscribe({
  token,
  outcome,
}: {
  token: string;
  outcome: NewsletterOutcome | undefined;
}) {
  const { t } = useTranslation("account");
  const isBusy = useNavigation().state === "submitting";
  if (outcome?.isDone)
    return (
      <div className="account-notice" role="status">
        <p>{t("newsletter.unsubscribed")}</p>
      </div>
    );
  return (
    <Form method="post" className="account-form">
      {outcome?.formError && (
        <div className="account-alert" role="alert">
          <strong>{t("newsletter.unsubscribeFailed")}</strong>
          <p>{outcome.formError}</p>
        </div>
      )}
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="button account-submit" disabled={isBusy}>
        {isBusy ? t("newsletter.unsubscribing") : t("newsletter.unsubscribeSubmit")}
      </button>
    </Form>
  );
}

/** The newsletter page (issue 21): a mail's unsubscribe button, or the sign-up form. */
export function NewsletterView() {
  const { t } = useTranslation("account");
  const { token, consents } = useLoaderData<NewsletterPageData>();
  const outcome = useActionData<NewsletterOutcome>();
  if (token)
    return (
      <AccountCard
        title={t("newsletter.unsubscribeTitle")}
        intro={t("newsletter.unsubscribeIntro")}
      >
        <Unsubscribe token={token} outcome={outcome} />
      </AccountCard>
    );
  return (
    <AccountCard title={t("newsletter.title")} intro={t("newsletter.intro")}>
      <div className="newsletter newsletter--page">
        <NewsletterForm
          idPrefix="newsletter-page"
          consents={consents}
          buttonLabel={t("newsletter.submit")}
          successMessage={t("newsletter.sent")}
          outcome={outcome?.intent === "subscribe" ? outcome : undefined}
        />
      </div>
    </AccountCard>
  );
}
