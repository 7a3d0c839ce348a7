import type { FieldErrors } from "#src/features/account/form-data.ts";

/**
 * What the newsletter route's action answers (newsletter.server.ts): done, or refused with the
 * API's field messages and reason and what was typed (the e-mail, `consents.<id>` ticked).
 */
export type NewsletterOutcome = {
  intent: "subscribe" | "unsubscribe";
  isDone: boolean;
  fields: FieldErrors;
  formError?: string;
  values: Record<string, string>;
};
