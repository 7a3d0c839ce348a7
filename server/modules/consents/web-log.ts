import type { AcceptedResult, WebConsentLogRequest } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { translate } from "../../platform/i18n.ts";
import { limitAttempts } from "../auth/login-limiter.ts";
import { assignmentOf } from "./assignments.ts";
import { logConsents } from "./consent-log.ts";
import { queueGdprNotice, type GdprNoticeSettings } from "./gdpr-notice.ts";

// How much one address, and one e-mail, may write into the log in a window: a visitor clicks a
// consent form a few times, nobody needs more; the log is append-only, so nobody may fill it.
const perAddress = { limit: 30, windowMs: 15 * 60_000 };
const perEmail = { limit: 10, windowMs: 15 * 60_000 };

/**
 * spec 7 gdpr web/consent/log/create (decision 047): a visitor accepted or withdrew consents of
 * a form. Each id must be one the form asks for; a webUser is the token's account (its e-mail,
 * its id), a guest the e-mail given. One entry per consent, with the server's time; a withdrawal
 * is told to the SendGdprTo address in the same transaction.
 */
export async function createWebConsentLog(
  db: Db,
  input: {
    siteId: string;
    language: string;
    address: string;
    user: { id: number; email: string } | undefined;
    body: WebConsentLogRequest;
    /** loadMailSettings, read before the transaction. */
    settings: GdprNoticeSettings;
  },
): Promise<AcceptedResult> {
  const { body, user } = input;
  const email = body.user.email.trim().toLowerCase();
  if (body.user.userType === "webUser") {
    if (!user) throw new AppError(401, "api.unauthorized");
    // a signed-in visitor speaks for their own account only
    if (user.email.toLowerCase() !== email) throw new AppError(401, "api.unauthorized");
  }
  await limitAttempts(db, [
    { key: `consents:log:${input.address}`, ...perAddress },
    { key: `consents:log:email:${email}`, ...perEmail },
  ]);
  const assignment = await assignmentOf(db, input.siteId, body.assignedTo);
  const given = assignment.filter((consent) => body.consents.includes(consent.key));
  if (given.length !== body.consents.length) {
    const key = "validation.enum";
    const vars = { values: assignment.map((consent) => consent.key).join(", ") };
    const message = translate(input.language, key, vars);
    throw new AppError(400, key, [{ path: "/body/consents", key, message }]);
  }
  await db.transaction(async (tx) => {
    await logConsents(tx, given, {
      siteId: input.siteId,
      assignedTo: body.assignedTo,
      email,
      userId: body.user.userType === "webUser" ? (user?.id ?? null) : null,
      status: body.status,
    });
    if (body.status === "withdrawn")
      await queueGdprNotice(tx, input.settings, {
        kind: "consentWithdrawn",
        email,
        assignedTo: body.assignedTo,
        consents: given,
      });
  });
  return { accepted: true };
}
