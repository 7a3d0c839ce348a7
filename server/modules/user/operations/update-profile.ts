import { and, eq, ne, sql } from "drizzle-orm";
import type { LanguageCode } from "#generated/languages.ts";
import type { UpdateProfileRequest, User } from "#generated/types.ts";
import { users } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { userForAccessToken } from "../../../platform/http/authenticate.ts";
import type { RequestContext } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import { sendAccountMail } from "../account-mail.ts";
import { isValidMemberBarcode } from "../barcode.ts";

/**
 * Updates the logged-in user's names and membership card barcode (spec 4 profile update). A new
 * e-mail is not taken at once: its verification mail goes to the new address, which replaces
 * the old when the link is followed; an address another account holds gets no mail, and the
 * answer is the same (no enumeration).
 */
export async function updateProfile(
  services: Services,
  input: {
    user: User;
    accessToken: string;
    body: UpdateProfileRequest;
    context: RequestContext;
    origin: string;
  },
): Promise<User> {
  const { user, body } = input;
  const barcode = body.memberCardBarcode?.trim() || null;
  if (
    barcode !== null &&
    barcode !== user.memberCardBarcode &&
    !(await isValidMemberBarcode(services.db, { barcode, userId: user.id }))
  )
    throw new AppError(400, "api.invalidBarcode");
  const email = body.email.trim().toLowerCase();
  const settings = await loadMailSettings(services, input.context.site.id);
  await services.db.transaction(async (tx) => {
    const details = {
      firstName: body.details.firstName.trim(),
      lastName: body.details.lastName.trim(),
    };
    await tx
      .update(users)
      .set({ details, memberCardBarcode: barcode })
      .where(eq(users.id, user.id));
    if (email === user.email.toLowerCase()) return;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, user.id)))
      .limit(1);
    if (taken) return;
    await sendAccountMail(tx, {
      settings,
      origin: input.origin,
      language: input.context.language.code as LanguageCode,
      purpose: "verifyEmail",
      user: { id: user.id, details },
      email,
    });
  });
  services.mail.wake();
  const updated = await userForAccessToken(services, input.accessToken);
  if (!updated) throw new AppError(401, "api.unauthorized");
  return updated;
}
