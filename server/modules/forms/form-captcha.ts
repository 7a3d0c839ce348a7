import type { FormCaptcha, FormStoreRequest, SiteOptionValues } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import { createFormChallenge, spendAltcha } from "./altcha.ts";
import { captchaHmacKey } from "./captcha-key.ts";
import { spendRecaptcha } from "./recaptcha.ts";

/** reCAPTCHA's site key when the site has one and the server its secret; else ALTCHA. */
const recaptchaKeyOf = (services: Services, options: SiteOptionValues) =>
  services.config.recaptchaSecret ? options.RecaptchaSiteKey : undefined;

/** What the site's forms are protected with now: a fresh ALTCHA challenge, or reCAPTCHA's key. */
export async function formCaptcha(
  services: Services,
  options: SiteOptionValues,
): Promise<FormCaptcha> {
  const siteKey = recaptchaKeyOf(services, options);
  if (siteKey) return { kind: "recaptcha", siteKey, version: 2 };
  const key = await captchaHmacKey(services.db, services.config.captchaHmacKey);
  const challenge = await createFormChallenge(key);
  return {
    kind: "altcha",
    challenge: challenge as unknown as NonNullable<FormCaptcha["challenge"]>,
  };
}

/**
 * Checks and spends the captcha a submission came with (issue 21): reCAPTCHA when the site uses
 * it, else ALTCHA. Missing → 400 recaptchaMissing (spec 8); the rest in altcha.ts, recaptcha.ts.
 */
export async function spendFormCaptcha(
  services: Services,
  input: {
    db: Db;
    options: SiteOptionValues;
    body: Pick<FormStoreRequest, "altcha" | "recaptcha">;
    address: string;
  },
): Promise<void> {
  const { config } = services;
  const siteKey = recaptchaKeyOf(services, input.options);
  if (siteKey && config.recaptchaSecret) {
    if (!input.body.recaptcha) throw new AppError(400, "api.recaptchaMissing");
    await spendRecaptcha(input.db, {
      recaptcha: input.body.recaptcha,
      siteKey,
      secret: config.recaptchaSecret,
      verifyUrl: config.recaptchaVerifyUrl,
      address: input.address,
    });
    return;
  }
  if (!input.body.altcha) throw new AppError(400, "api.recaptchaMissing");
  const key = await captchaHmacKey(input.db, config.captchaHmacKey);
  await spendAltcha(input.db, { key, payload: input.body.altcha });
}
