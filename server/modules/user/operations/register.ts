import { eq, or, sql } from "drizzle-orm";
import type { LanguageCode } from "#generated/languages.ts";
import type {
  RegisterResult,
  RegisterSimpleRequest,
  RegisterWithAddressesRequest,
} from "#generated/types.ts";
import { addresses, users } from "../../../db/schema.ts";
import type { RequestContext } from "../../../platform/http/request-context.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import type { Services } from "../../../platform/services.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import { acceptedConsents, assignmentOf } from "../../consents/assignments.ts";
import { logConsents } from "../../consents/consent-log.ts";
import { sendAccountMail } from "../account-mail.ts";
import { toAddressRow } from "../address-rows.ts";
import { assertPasswordPolicy } from "../password-policy.ts";

/**
 * Registers a web user (spec 3, 4), simple or with addresses. The answer is the same whether the
 * address is new or has an account, and so is the work (one scrypt hash, one token, one mail):
 * a new account gets the verification mail; an unverified one gets it again; a verified one
 * gets a password reset mail instead, a way in for whoever really owns the address. The form's
 * required consents must be accepted; those accepted are recorded with a new account.
 */
export async function register(
  services: Services,
  input: { body: unknown; context: RequestContext; origin: string },
): Promise<RegisterResult> {
  const { context } = input;
  // RegisterRequest is an if/then/else of the two modes (clean error messages), which the type
  // generators read as unknown; the pipeline has checked the body against it already.
  const body = input.body as RegisterSimpleRequest | RegisterWithAddressesRequest;
  const language = context.language.code as LanguageCode;
  const email = body.email.trim().toLowerCase();
  assertPasswordPolicy({ password: body.password, email, path: "/body/password", language });
  const consents = acceptedConsents({
    assignment: await assignmentOf(services.db, context.site.id, "register"),
    ids: body.consents,
    language,
  });
  const passwordHash = await hashPassword(body.password);
  const settings = await loadMailSettings(services, context.site.id);
  await services.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, details: users.details, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(or(eq(sql`lower(${users.email})`, email), eq(sql`lower(${users.username})`, email)))
      .limit(1);
    const mail = { settings, origin: input.origin, language, email };
    if (existing) {
      await sendAccountMail(tx, {
        ...mail,
        user: existing,
        purpose: existing.emailVerifiedAt ? "resetPassword" : "verifyEmail",
      });
      return;
    }
    const [user] = await tx
      .insert(users)
      .values({
        email,
        username: email,
        passwordHash,
        details: body.details,
        memberCardBarcode: "memberCardBarcode" in body ? (body.memberCardBarcode ?? null) : null,
        scope: "web",
        emailVerifiedAt: null,
      })
      .returning({ id: users.id, details: users.details });
    if (!user) throw new Error("the new user was not returned");
    if ("addresses" in body) {
      await tx
        .insert(addresses)
        .values(body.addresses.map((address) => toAddressRow(user.id, address)));
    }
    await logConsents(tx, consents, {
      siteId: context.site.id,
      assignedTo: "register",
      email,
      userId: user.id,
    });
    await sendAccountMail(tx, { ...mail, user, purpose: "verifyEmail" });
  });
  services.mail.wake();
  return { registered: true, confirmEmail: true };
}
