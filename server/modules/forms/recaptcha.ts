import { createHash } from "node:crypto";
import type { FormRecaptcha } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { captchaSpent } from "../../db/schema-forms.ts";
import { AppError } from "../../platform/http/app-error.ts";

/** reCAPTCHA answers are valid for two minutes; a spent one is remembered a little longer. */
const spentForMs = 5 * 60_000;

/** What siteverify answers (https://developers.google.com/recaptcha/docs/verify). */
type SiteVerify = { success?: unknown; "error-codes"?: unknown };

/**
 * Checks a reCAPTCHA v2 invisible answer (spec 5, 9) with the verify service and spends it:
 * no key → 'ReCaptcha error: No key provided', no version → 'No version provided', a key not
 * the site's or a refused answer → captchaInvalid, an answer seen before → captchaReplayed
 * (all 400); the service unreachable → 503 captchaUnavailable.
 */
export async function spendRecaptcha(
  db: Pick<Db, "insert">,
  input: {
    recaptcha: FormRecaptcha;
    siteKey: string;
    secret: string;
    verifyUrl: string;
    address: string;
  },
): Promise<void> {
  const { recaptcha } = input;
  if (!recaptcha.key) throw new AppError(400, "api.recaptchaNoKey");
  if (recaptcha.version === undefined) throw new AppError(400, "api.recaptchaNoVersion");
  if (recaptcha.key !== input.siteKey || recaptcha.version !== 2)
    throw new AppError(400, "api.captchaInvalid");
  const answer = await fetch(input.verifyUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      secret: input.secret,
      response: recaptcha.response,
      remoteip: input.address,
    }),
    signal: AbortSignal.timeout(10_000),
  })
    .then(async (response) => (response.ok ? ((await response.json()) as SiteVerify) : undefined))
    .catch(() => undefined);
  if (!answer) throw new AppError(503, "api.captchaUnavailable");
  if (answer.success !== true) throw new AppError(400, "api.captchaInvalid");
  // Google refuses an answer it has seen (timeout-or-duplicate); this instance-wide record
  // refuses it also when the service is a stand-in that does not
  const key = `recaptcha:${createHash("sha256").update(recaptcha.response).digest("hex")}`;
  const spent = await db
    .insert(captchaSpent)
    .values({ key, expiresAt: new Date(Date.now() + spentForMs) })
    .onConflictDoNothing()
    .returning({ key: captchaSpent.key });
  if (spent.length === 0) throw new AppError(400, "api.captchaReplayed");
}
