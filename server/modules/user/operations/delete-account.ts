import { consentLog } from "../../../db/schema-consents.ts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AcceptedResult } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import {
  accountTokens,
  addresses,
  authTokens,
  loginAttempts,
  outbox,
  users,
  userSettings,
  wishlistItems,
} from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import { verifyPassword } from "../../../platform/passwords.ts";
import type { Services } from "../../../platform/services.ts";
import { queueGdprNotice, type GdprNoticeSettings } from "../../consents/gdpr-notice.ts";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Removes or blanks one kind of a deleted user's personal data, inside the deletion's
 * transaction. Tables that keep rows after the account is gone add their eraser here: the
 * orders table (not yet built) will keep its rows for the merchant's books, pointing at the
 * anonymised user row (its user_id stays valid), and blank its own copies of personal data
 * (customer e-mail, names, phone, addresses, company name and OIB) with an eraser such as
 * `(tx, userId) => tx.update(orders).set({ email: "", ... }).where(eq(orders.userId, userId))`.
 */
export type PersonalDataEraser = (tx: Transaction, userId: number) => Promise<unknown>;

/**
 * The mails addressed to the person (issue 18 account mails; issue 23 every other one): they hold
 * the address, the name, a link, an order's lines or a form's answers. Kept are the mails to the
 * site (order notice, form submission, contact message, GDPR notice), which only share the
 * address when the site's own inbox is it. The merchant's record of a sale is the order row, not
 * the shopper's copy of its confirmation (decision 015, amended).
 */
const personalMailTemplates = [
  "verifyEmail",
  "resetPassword",
  "orderConfirmation",
  "newsletterConfirm",
  "newsletterWelcome",
  "formConfirm",
] as const;

/**
 * What is keyed by the account's addresses rather than its id: the mails in the outbox to its
 * address or to an address it was confirming (any case) and the limiter counters whose key ends in
 * one of them (login, register, resend, forgot; issue 18). Runs before the links are erased.
 */
async function eraseByAddress(tx: Transaction, userId: number): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  const links = await tx
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(eq(accountTokens.userId, userId));
  const mailed = [user?.email, ...links.map((link) => link.email)];
  const emails = [...new Set(mailed.flatMap((email) => (email ? [email.toLowerCase()] : [])))];
  const names = [...new Set([...emails, ...(user ? [user.username.trim().toLowerCase()] : [])])];
  if (emails.length > 0)
    await tx
      .delete(outbox)
      .where(
        and(
          inArray(sql`lower(${outbox.to})`, emails),
          inArray(outbox.template, [...personalMailTemplates]),
        ),
      );
  if (names.length > 0)
    await tx
      .delete(loginAttempts)
      .where(
        or(
          ...names.map(
            (name) => sql`right(${loginAttempts.key}, ${name.length + 1}) = ${`:${name}`}`,
          ),
        ),
      );
}

/**
 * The consents an account still gives (its latest entry each), withdrawn in the consent log;
 * answers what was withdrawn, for the SendGdprTo notice.
 */
async function withdrawConsents(tx: Transaction, userId: number) {
  return rowsOf<{
    site_id: string;
    assigned_to: string;
    unique_number: string;
    version: number;
    email: string;
  }>(
    tx,
    sql`
    insert into ${consentLog} (site_id, consent_id, unique_number, version, assigned_to, key,
      status, user_type, user_id, email)
    select site_id, consent_id, unique_number, version, assigned_to, key, 'withdrawn',
      'webUser', user_id, email
    from (
      select distinct on (site_id, consent_id, assigned_to) *
      from ${consentLog}
      where user_id = ${userId}
      order by site_id, consent_id, assigned_to, id desc
    ) as latest
    where status = 'accepted'
    order by id
    returning site_id, assigned_to, unique_number, version, email`,
  );
}

/**
 * Withdraws what the account still consents to and tells the SendGdprTo address of the site the
 * account was deleted on, a notice per form (consents given on other sites are withdrawn too).
 */
async function withdrawAndNotify(
  tx: Transaction,
  input: { userId: number; siteId: string; settings: GdprNoticeSettings },
): Promise<void> {
  const withdrawn = await withdrawConsents(tx, input.userId);
  const here = withdrawn.filter((entry) => entry.site_id === input.siteId);
  for (const assignedTo of new Set(here.map((entry) => entry.assigned_to))) {
    const entries = here.filter((entry) => entry.assigned_to === assignedTo);
    await queueGdprNotice(tx, input.settings, {
      kind: "consentWithdrawn",
      email: entries[0]?.email ?? "",
      assignedTo,
      consents: entries.map((entry) => ({
        uniqueNumber: entry.unique_number,
        version: Number(entry.version),
      })),
    });
  }
}

/**
 * Every session and token ends; addresses, the wishlist, settings and pending links go (issue 9),
 * the mails to its addresses (issues 18, 23) and the limiter counters of them (issue 18). The consent log keeps
 * the proof of what was consented to (it is append-only): the account's consents still given
 * are withdrawn in it by deleteAccount (withdrawAndNotify, decision 047).
 */
export const personalDataErasers: PersonalDataEraser[] = [
  eraseByAddress,
  (tx, userId) => tx.delete(authTokens).where(eq(authTokens.userId, userId)),
  (tx, userId) => tx.delete(accountTokens).where(eq(accountTokens.userId, userId)),
  (tx, userId) => tx.delete(addresses).where(eq(addresses.userId, userId)),
  (tx, userId) => tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId)),
  (tx, userId) => tx.delete(userSettings).where(eq(userSettings.userId, userId)),
];

/** The address of an anonymised account: unique, and under .invalid, which never receives mail. */
export const anonymousEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes the logged-in user's account (issue 9, GDPR erasure), confirmed with its password.
 * The user row is not deleted but anonymised: no names, barcode or password (the stored hash
 * matches nothing), an address of its own under .invalid, so the real address can register
 * again and rows that must stay (orders) keep a valid user_id. Back-office accounts are refused.
 */
export async function deleteAccount(
  services: Services,
  input: { userId: number; password: string; siteId: string },
): Promise<AcceptedResult> {
  const [row] = await services.db
    .select({ passwordHash: users.passwordHash, isBackofficeUser: users.isBackofficeUser })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row || !(await verifyPassword(input.password, row.passwordHash)))
    throw new AppError(400, "api.incorrectPassword");
  if (row.isBackofficeUser) throw new AppError(403, "api.backofficeAccountDelete");
  const settings = await loadMailSettings(services, input.siteId);
  await services.db.transaction(async (tx) => {
    await withdrawAndNotify(tx, { userId: input.userId, siteId: input.siteId, settings });
    for (const erase of personalDataErasers) await erase(tx, input.userId);
    const email = anonymousEmail(input.userId);
    await tx
      .update(users)
      .set({
        email,
        username: email,
        passwordHash: "deleted",
        details: { firstName: "", lastName: "" },
        memberCardBarcode: null,
        scope: "",
        emailVerifiedAt: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, input.userId));
  });
  return { accepted: true };
}
