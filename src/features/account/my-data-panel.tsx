import { Form } from "react-router";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { FormFailure } from "./action-helpers.server.ts";
import { FormAlert, FormField, SubmitButton, useSubmitGuard } from "./form-kit.tsx";
import { useScreenPath } from "./screen-path.ts";

/**
 * The profile's "My data" section (issue 9, GDPR): download everything as JSON (a plain link to
 * the my-data resource route) and delete the account, confirmed with the password. Both work
 * without JavaScript.
 */
export function MyDataPanel({ failed }: { failed: FormFailure | undefined }) {
  const { t } = useTranslation("account");
  const path = useScreenPath();
  const { isSubmitting, onSubmit } = useSubmitGuard("deleteAccount");
  return (
    <section className="account-panel account-panel--wide" aria-labelledby="profile-my-data">
      <h2 id="profile-my-data">{t("myData.title")}</h2>
      <p className="account-muted">{t("myData.intro")}</p>
      <a href={path("myData")} className="button button--outlined" download>
        {t("myData.download")}
      </a>
      <div className="account-danger">
        <h3>{t("myData.deleteTitle")}</h3>
        <p className="account-muted">{t("myData.deleteIntro")}</p>
        <FormAlert title={t("myData.deleteFailed")} message={failed?.formError} />
        <Form method="post" noValidate className="account-form" onSubmit={onSubmit}>
          <FormField
            id="delete-password"
            name="password"
            type="password"
            label={t("myData.deletePassword")}
            autoComplete="current-password"
            error={failed?.fields.password}
          />
          <SubmitButton
            intent="deleteAccount"
            label={t("myData.deleteSubmit")}
            busyLabel={t("myData.deleting")}
            isSubmitting={isSubmitting}
            variant="danger"
          />
        </Form>
      </div>
    </section>
  );
}
