import { comments } from "../../../db/schema-comments.ts";
import { consentLog } from "../../../db/schema-consents.ts";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { MyData } from "#generated/types.ts";
import {
  accountTokens,
  addresses,
  authTokens,
  outbox,
  users,
  wishlistItems,
} from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import { toConsentLogEntry } from "../../consents/consent-log.ts";
import { toAddress } from "../address-rows.ts";

// The bounds of schemas/entities/my-data.schema.json: the newest rows when there are more.
const maxSessions = 1000;
const maxMails = 200;
const maxComments = 1000;

/**
 * A mail's text with the tokens of its links removed: the export is a file people keep and
 * forward, and a verification or reset link in it would still work.
 */
export const withoutTokens = (text: string): string =>
  text.replace(/\b[0-9a-f]{32}\b/g, "[uklonjeno]");

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the site holds about a user (issue 9, GDPR access): the account, its addresses, wishlist,
 * comments, consents, sessions and pending links as times (never a token or its hash), and the
 * mails sent to its address.
 */
export async function exportMyData(services: Services, userId: number): Promise<MyData> {
  const { db } = services;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} is gone`);
  const [saved, wished, written, consents, sessions, links, mails] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.createdAt)),
    db
      .select()
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(maxComments),
    db
      .select()
      .from(consentLog)
      .where(eq(consentLog.userId, userId))
      .orderBy(asc(consentLog.id))
      .limit(1000),
    db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, userId))
      .orderBy(desc(authTokens.id))
      .limit(maxSessions),
    db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, userId))
      .orderBy(asc(accountTokens.id)),
    db
      .select()
      .from(outbox)
      .where(eq(sql`lower(${outbox.to})`, user.email.toLowerCase()))
      .orderBy(desc(outbox.id))
      .limit(maxMails),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      username: user.username,
      details: { firstName: user.details.firstName, lastName: user.details.lastName },
      memberCardBarcode: user.memberCardBarcode,
      isBackofficeUser: user.isBackofficeUser,
      scope: user.scope,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
    },
    addresses: saved.map(toAddress),
    wishlist: wished.map((item) => ({
      product_id: item.productId,
      createdAt: iso(item.createdAt),
    })),
    comments: written.map((comment) => ({
      postId: comment.postId,
      productId: comment.productId,
      body: comment.body,
      rating: comment.rating,
      status: comment.status,
      languageCode: comment.languageCode,
      createdAt: iso(comment.createdAt),
      updatedAt: iso(comment.updatedAt),
    })),
    consents: consents.map(toConsentLogEntry),
    sessions: sessions.map((token) => ({
      kind: token.kind,
      createdAt: iso(token.createdAt),
      expiresAt: iso(token.expiresAt),
      usedAt: isoOrNull(token.usedAt),
    })),
    pendingLinks: links.map((link) => ({
      purpose: link.purpose,
      email: link.email,
      createdAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
    })),
    mails: mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: withoutTokens(mail.text),
      html: withoutTokens(mail.html),
      template: mail.template,
      language: mail.language,
      status: mail.status,
      createdAt: iso(mail.createdAt),
      sentAt: isoOrNull(mail.sentAt),
    })),
  };
}
