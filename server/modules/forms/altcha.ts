import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge, Solution } from "altcha-lib/types";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { captchaSpent } from "../../db/schema-forms.ts";
import { AppError } from "../../platform/http/app-error.ts";

/** How long a challenge may be solved and sent: ten minutes. */
export const challengeTtlMs = 10 * 60_000;

// PBKDF2/SHA-256 with 1,000 rounds per try and the answer among 1,000-5,000 tries: about a
// second of a phone's work per form, far too dear for a spammer's thousands.
const algorithm = "PBKDF2/SHA-256";
const cost = 1_000;

// the key that signs derived keys, made from the one key as altcha-lib's deriveHmacKeySecret does
const secretsOf = (key: string) => ({
  hmacSignatureSecret: key,
  hmacKeySignatureSecret: createHmac("sha256", "derived-secret").update(key).digest("hex"),
});

/** spec 7 form challenge: a signed ALTCHA challenge valid for ten minutes (no cookie, no state). */
export async function createFormChallenge(key: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(5_000, 1_000),
    deriveKey,
    expiresAt: new Date(now + challengeTtlMs),
    ...secretsOf(key),
  });
}

/** The widget's payload: base64 of JSON {challenge, solution}; anything else is undefined. */
function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    const isShaped =
      typeof challenge?.signature === "string" &&
      typeof challenge.parameters === "object" &&
      typeof solution?.counter === "number" &&
      typeof solution.derivedKey === "string";
    return isShaped ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a solved ALTCHA challenge and spends it (captcha_spent, inside the caller's
 * transaction): forged or wrong → captchaInvalid, past its expiry → captchaExpired, seen
 * before on any instance → captchaReplayed, all 400.
 */
export async function spendAltcha(
  db: Pick<Db, "insert" | "delete">,
  input: { key: string; payload: string },
): Promise<void> {
  const parsed = parsePayload(input.payload);
  if (!parsed) throw new AppError(400, "api.captchaInvalid");
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    ...secretsOf(input.key),
  }).catch(() => undefined);
  if (result?.expired) throw new AppError(400, "api.captchaExpired");
  if (!result?.verified) throw new AppError(400, "api.captchaInvalid");
  const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000);
  const spent = await db
    .insert(captchaSpent)
    .values({ key: `altcha:${parsed.challenge.signature ?? ""}`.slice(0, 128), expiresAt })
    .onConflictDoNothing()
    .returning({ key: captchaSpent.key });
  if (spent.length === 0) throw new AppError(400, "api.captchaReplayed");
  // a spent solution is kept only while its challenge could still be sent
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date()));
}
