/** What the page's action answers about a posted form (issue 21), read by the form element. */
export type FormOutcome = {
  formSlug: string;
  isDone: boolean;
  /** Sent without JavaScript: kept until the sender opens the link mailed to them. */
  awaitsConfirmation?: boolean;
  /** A refusal of the whole form (captcha, rate limit, a form no longer published). */
  formError?: string;
  /** The message of each refused field, by its name ("consents" for the consents). */
  fields: Record<string, string>;
  /** What was typed, to show again after a post without JavaScript. */
  values: Record<string, string>;
};
