import Form from "@rjsf/core/lib/components/Form.js";
import type { ErrorSchema, RegistryWidgetsType, UiSchema } from "@rjsf/utils";
import { useContext, useMemo, useRef, useState, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useActionData,
  useFetcher,
  useLocation,
} from "react-router";
import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { fieldLabel, optionLabels } from "#common/forms/form-labels.ts";
import { formValueSchema } from "#common/forms/form-value-schema.ts";
import { translateWith } from "#common/validation-messages.ts";
import { ConsentChecks } from "#src/features/account/consent-checks.tsx";
import type { FormOutcome } from "#src/features/forms/form-outcome.ts";
import { languages } from "#src/lib/languages.ts";
import { useHydrated } from "#src/lib/use-hydrated.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { useElementLanguage } from "../../use-element-language.ts";
import type { ElementProps } from "../../element-types.ts";
import { AltchaField } from "./altcha-field.tsx";
import { RecaptchaField } from "./recaptcha-field.tsx";
import { submissionValidator } from "./form-validator.ts";
import { FieldTemplate, ObjectFieldTemplate } from "./templates.tsx";
import { fieldWidgets } from "./widgets.ts";

type Props = ElementPropsWithDefaults<"form">;
type Consents = ElementDataByType["form"]["consents"];

/** The rjsf hints of the form: each field's widget (widgets.ts), label and own options. */
function formUiSchema(props: Props, hint: (count: number) => string): UiSchema {
  const ui: UiSchema = { "ui:submitButtonOptions": { norender: true } };
  for (const field of props.fields)
    ui[field.name] = {
      "ui:widget": `form-${field.type}`,
      "ui:options": {
        field,
        label: fieldLabel(props, field.name),
        optionLabels: optionLabels(props, field),
        ...(field.type === "file" ? { hint: hint(field.maxFiles ?? 1) } : {}),
      },
    };
  return ui;
}

const widgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries(fieldWidgets).map(([type, widget]) => [`form-${type}`, widget]),
);

/**
 * The form drawn by rjsf from the schema its fields make (formValueSchema, the one the server
 * checks), as a real `<form method="post">`: without JavaScript the browser posts it to the
 * page's action; once hydrated, `onValid` sends it instead. The children follow the fields.
 */
function FormBody(input: {
  props: Props;
  outcome: FormOutcome | undefined;
  onValid?: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const { props, outcome } = input;
  const { t } = useTranslation("elements");
  // the page's validation texts (importing every language's would load them on every page)
  const { t: tValidation } = useTranslation("validation");
  const schema = useMemo(() => formValueSchema(props.fields), [props.fields]);
  const labels = Object.fromEntries(
    props.fields.map((field) => [field.name, fieldLabel(props, field.name)]),
  );
  const validator = useMemo(
    () =>
      submissionValidator(
        schema,
        translateWith((name) => tValidation(name as never), labels),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow props.labels
    [schema, tValidation, props.labels],
  );
  const [data, setData] = useState<Record<string, unknown>>(() => ({ ...outcome?.values }));
  const ref = useRef<Form>(null);
  const serverErrors: ErrorSchema = Object.fromEntries(
    Object.entries(outcome?.fields ?? {})
      .filter(([name]) => name !== "consents")
      .map(([name, message]) => [name, { __errors: [message] }]),
  ) as ErrorSchema;
  return (
    <Form
      ref={ref}
      schema={schema}
      uiSchema={formUiSchema(props, (count) => t("form.files", { count }))}
      formData={data}
      onChange={(event) => setData((event.formData ?? {}) as Record<string, unknown>)}
      validator={validator}
      widgets={widgets}
      templates={{ FieldTemplate, ObjectFieldTemplate }}
      extraErrors={serverErrors}
      idPrefix={`form-${props.formSlug}`}
      method="post"
      enctype="multipart/form-data"
      className="form-el__form"
      noHtml5Validate
      showErrorList={false}
      // the errors are shown at their fields; rjsf would also log them to the console
      onError={() => undefined}
      onSubmit={() => {
        const form = ref.current?.formElement.current as HTMLFormElement | null | undefined;
        if (form) input.onValid?.(form);
      }}
    >
      {input.children}
    </Form>
  );
}

/**
 * What a browser without JavaScript gets instead of the captcha (decision 048): a form with an
 * e-mail field is sent with `_confirmByEmail` and kept until its sender opens the mailed link;
 * one without says it needs JavaScript. Drawn by the server and gone once the page runs, so a
 * browser that runs the captcha posts the captcha instead (sent before that, it is confirmed by
 * mail too).
 */
function WithoutScript({ props }: { props: Props }) {
  const { t } = useTranslation("elements");
  if (useHydrated()) return null;
  const hasEmail = props.fields.some((field) => field.type === "email");
  return (
    <>
      {hasEmail && <input type="hidden" name="_confirmByEmail" value="1" />}
      <p className="form-el__hint">
        {hasEmail ? t("form.confirmByEmail") : t("form.captchaNeedsScript")}
      </p>
    </>
  );
}

/** What follows the fields: which form, the consents, the captcha, the alert and the button. */
function FormEnd(input: {
  props: Props;
  consents: Consents;
  outcome: FormOutcome | undefined;
  isBusy: boolean;
  captcha: ReactNode;
}) {
  const { t } = useTranslation("elements");
  const location = useLocation();
  const { props, outcome } = input;
  const consentError = outcome?.fields.consents;
  return (
    <>
      <input type="hidden" name="_form" value={props.formSlug} />
      <input type="hidden" name="_path" value={location.pathname} />
      <WithoutScript props={props} />
      {input.consents?.length !== 0 && (
        <div className="form-el__consents">
          <ConsentChecks
            consents={input.consents}
            values={outcome?.values ?? {}}
            hasError={Boolean(consentError)}
            requiredText={t("form.required")}
          />
          {consentError && <p className="account-field__error">{consentError}</p>}
        </div>
      )}
      {input.captcha}
      {outcome?.formError && (
        <div className="account-alert" role="alert">
          <strong>{t("form.failed")}</strong>
          <p>{outcome.formError}</p>
        </div>
      )}
      <button
        type="submit"
        className="button form-el__submit"
        disabled={input.isBusy || input.consents === null}
        aria-busy={input.isBusy || undefined}
      >
        {input.isBusy ? t("form.sending") : props.submitLabel || t("form.send")}
      </button>
    </>
  );
}

/** The form on the site: posted through a fetcher once hydrated, its outcome shown in place. */
function LiveForm({
  props,
  consents,
  recaptchaSiteKey,
}: {
  props: Props;
  consents: Consents;
  recaptchaSiteKey: string | null;
}) {
  const { t } = useTranslation("elements");
  const language = languages[useElementLanguage()];
  const fetcher = useFetcher<FormOutcome>();
  const posted = useActionData<FormOutcome | undefined>();
  const outcome = fetcher.data ?? (posted?.formSlug === props.formSlug ? posted : undefined);
  if (outcome?.isDone)
    return (
      <p className="form-el__success" role="status">
        {outcome.awaitsConfirmation
          ? t("form.confirmationSent")
          : props.successMessage || t("form.sent")}
      </p>
    );
  const isBusy = fetcher.state !== "idle";
  return (
    <FormBody
      key={JSON.stringify(outcome?.fields ?? {})}
      props={props}
      outcome={outcome}
      onValid={(form) => {
        if (!isBusy) void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
      }}
    >
      <FormEnd
        props={props}
        consents={consents}
        outcome={outcome}
        isBusy={isBusy}
        captcha={
          recaptchaSiteKey ? (
            <RecaptchaField siteKey={recaptchaSiteKey} code2={language.code2} />
          ) : (
            <AltchaField code2={language.code2} />
          )
        }
      />
    </FormBody>
  );
}

/**
 * The form element (issue 21): a form made in the builder, drawn with the site's look, its
 * consents from the resolver. Outside the site's data router (the builder's canvas) it is drawn
 * as it looks and sends nothing.
 */
export function FormElement({ id, props, data }: ElementProps<Props, ElementDataByType["form"]>) {
  const isLive = useContext(DataRouterContext) !== null;
  const consents = data?.consents ?? null;
  return (
    <section className="el form-el" aria-labelledby={props.title ? `${id}-title` : undefined}>
      <div className="container form-el__inner">
        {props.title && (
          <h2 id={`${id}-title`} className="form-el__title">
            {props.title}
          </h2>
        )}
        {isLive ? (
          <LiveForm
            props={props}
            consents={consents}
            recaptchaSiteKey={data?.recaptchaSiteKey ?? null}
          />
        ) : (
          <FormBody props={props} outcome={undefined}>
            <FormEnd props={props} consents={consents} outcome={undefined} isBusy captcha={null} />
          </FormBody>
        )}
      </div>
    </section>
  );
}
