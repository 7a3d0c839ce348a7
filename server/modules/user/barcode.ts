import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** Whether a code is an EAN-13 (the membership cards' symbology) with a correct check digit. */
export function isEan13(code: string): boolean {
  if (!/^[0-9]{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits
    .slice(0, 12)
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/**
 * spec 4 validateMembersBarcode: a membership card barcode is valid when it is an EAN-13 that
 * no other account holds (one card, one member).
 */
export async function isValidMemberBarcode(
  db: Db,
  input: { barcode: string; userId: number },
): Promise<boolean> {
  if (!isEan13(input.barcode)) return false;
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.memberCardBarcode, input.barcode), ne(users.id, input.userId)))
    .limit(1);
  return !holder;
}
