import { formConsents, type ConsentForm } from "#generated/form-consents.ts";
import type { Db } from "../../db/client.ts";
import { userConsents } from "../../db/schema.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { translate } from "../../platform/i18n.ts";

/**
 * The consents a form's submitter accepted, checked against the form's assignment (spec 3, 5):
 * an id the form does not ask for, or a required one missing, is a 400 on /body/consents
 * ('consentRequired' for the latter).
 */
export function acceptedConsents(input: {
  form: ConsentForm;
  ids: readonly string[] | undefined;
  language: string;
}): string[] {
  const assignment = formConsents[input.form];
  const asked: readonly string[] = assignment.consents.map((consent) => consent.id);
  const ids = input.ids ?? [];
  const refuse = (key: "validation.consentRequired" | "validation.enum") => {
    const vars = { values: asked.join(", ") };
    const message = translate(input.language, key, vars);
    return new AppError(400, key, [{ path: "/body/consents", key, message }]);
  };
  if (ids.some((id) => !asked.includes(id))) throw refuse("validation.enum");
  if (assignment.requiredConsents.some((id) => !ids.includes(id)))
    throw refuse("validation.consentRequired");
  return [...ids];
}

/** Records accepted consents with the account (spec 7 consent log: accepted, when, e-mail). */
export async function recordConsents(
  db: Pick<Db, "insert">,
  input: { userId: number; form: ConsentForm; ids: readonly string[]; email: string },
): Promise<void> {
  if (input.ids.length === 0) return;
  await db.insert(userConsents).values(
    input.ids.map((consentId) => ({
      userId: input.userId,
      consentId,
      form: input.form,
      status: "accepted" as const,
      email: input.email,
    })),
  );
}
