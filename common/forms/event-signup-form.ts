import type { FormProps } from "#generated/types.ts";
import { languages } from "#generated/languages.ts";
import { events as de } from "#locales/de/events.ts";
import { events as en } from "#locales/en/events.ts";
import { events as hr } from "#locales/hr/events.ts";
import { eventField, eventSignupForm, maxSeatsPerSignup } from "./event-signup.ts";

// every language's texts: the server's only (the page reads the constants from event-signup.ts)
const texts = { hr, en, de } as const;

/**
 * The site's event sign-up form (decision 054): name, e-mail and seats, the same structure in
 * every language (one CSV), its texts in the asked one. It is a form of the forms module: the
 * same validation, consents (the assignment `prijava-na-dogadjaj`), captcha and mail.
 */
export function eventSignupProps(language: string): FormProps {
  const code2 = languages[language as keyof typeof languages]?.code2 ?? "hr";
  const t = texts[code2];
  return {
    formSlug: eventSignupForm,
    title: t.signupTitle,
    submitLabel: t.signupSubmit,
    successMessage: t.signupSent,
    fields: [
      { type: "text", name: "ime", required: true, maxLength: 120 },
      { type: "email", name: "email", required: true },
      {
        type: "number",
        name: "mjesta",
        required: true,
        minimum: 1,
        maximum: maxSeatsPerSignup,
      },
    ],
    labels: [
      { field: "ime", label: t.signupName },
      { field: "email", label: t.signupEmail },
      { field: "mjesta", label: t.signupSeats },
      { field: eventField, label: t.signupEvent },
    ],
  };
}
