import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { carts } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";

/** A transaction handle: every cart operation runs inside one (decision 031). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
export type CartRow = typeof carts.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The SHA-256 (hex) of a protect code: only the hash is stored, so a leaked table opens no cart. */
export const hashProtectCode = (protectCode: string): string =>
  createHash("sha256").update(protectCode).digest("hex");

/** spec 3 protectCode: a 128-bit random secret as 32 hex digits. */
export const newProtectCode = (): string => randomBytes(16).toString("hex");

export const cartNotFound = (): AppError => new AppError(404, "api.cartNotFound");

/** Makes an empty cart (spec 4: on the first add; getNewCartSession for API clients). */
export async function createCart(
  db: DbOrTx,
  input: { siteId: string; languageCode: string; userId?: number | null },
): Promise<{ cart: CartRow; protectCode: string }> {
  const protectCode = newProtectCode();
  const [cart] = await db
    .insert(carts)
    .values({
      id: randomUUID(),
      siteId: input.siteId,
      protectCodeHash: hashProtectCode(protectCode),
      languageCode: input.languageCode,
      userId: input.userId ?? null,
    })
    .returning();
  if (!cart) throw new Error("cart insert returned no row");
  return { cart, protectCode };
}

function isSameCode(protectCode: string, storedHash: string): boolean {
  const given = Buffer.from(hashProtectCode(protectCode), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The cart of a site by its id and protect code (decision 031). A wrong code answers as an unknown
 * cart (404: nobody learns that the id exists); an archived cart is a 409 'Cart is archived.'
 * (spec 4: the site then clears its session). `forUpdate` locks the row until the transaction
 * ends, so changes of one cart serialize.
 */
export async function openCart(
  db: DbOrTx,
  input: { siteId: string; cartId: string; protectCode: string; forUpdate?: boolean },
): Promise<CartRow> {
  if (!uuidPattern.test(input.cartId)) throw cartNotFound();
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, input.cartId), eq(carts.siteId, input.siteId)));
  const [cart] = input.forUpdate ? await query.for("update") : await query;
  if (!cart || !isSameCode(input.protectCode, cart.protectCodeHash)) throw cartNotFound();
  if (cart.status === "archived") throw new AppError(409, "api.cartArchived");
  return cart;
}

/** A new protect code for a cart (getAbandoned hands the user's cart to a new browser). */
export async function rotateProtectCode(db: DbOrTx, cartId: string): Promise<string> {
  const protectCode = newProtectCode();
  await db
    .update(carts)
    .set({ protectCodeHash: hashProtectCode(protectCode), updatedAt: new Date() })
    .where(eq(carts.id, cartId));
  return protectCode;
}
