import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serverSecrets } from "../../db/schema-forms.ts";

const secretName = "captcha-hmac-key";
const known = new WeakMap<Db, string>();

/**
 * The ALTCHA HMAC key: CAPTCHA_HMAC_KEY, else one made once in server_secrets (256 random bits)
 * that every instance reads, so a challenge made by one is verified by another.
 */
export async function captchaHmacKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const cached = known.get(db);
  if (cached) return cached;
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, secretName));
  if (!row) throw new Error("server_secrets lost the captcha key");
  known.set(db, row.value);
  return row.value;
}
