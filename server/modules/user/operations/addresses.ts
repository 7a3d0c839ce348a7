import { and, asc, count, eq } from "drizzle-orm";
import type { AcceptedResult, Address, AddressForm } from "#generated/types.ts";
import { addresses } from "../../../db/schema.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { toAddress, toAddressRow } from "../address-rows.ts";

// schemas/entities/user.schema.json: addresses maxItems 50
const maxAddresses = 50;

const own = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/** The user's saved addresses (spec 3), oldest first. */
export async function listAddresses(services: Services, userId: number): Promise<Address[]> {
  const rows = await services.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  return rows.map(toAddress);
}

/** Saves a new address of the user (spec 5 rules checked by the schema). */
export async function createAddress(
  services: Services,
  input: { userId: number; form: AddressForm },
): Promise<Address> {
  return services.db.transaction(async (tx) => {
    const [saved] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.userId, input.userId));
    if ((saved?.total ?? 0) >= maxAddresses) throw new AppError(400, "api.tooManyAddresses");
    const [row] = await tx
      .insert(addresses)
      .values(toAddressRow(input.userId, input.form))
      .returning();
    if (!row) throw new Error("the new address was not returned");
    return toAddress(row);
  });
}

/** Changes one of the user's addresses; an id of another user's address is a 404. */
export async function updateAddress(
  services: Services,
  input: { userId: number; id: number; form: AddressForm },
): Promise<Address> {
  const { userId: _userId, ...values } = toAddressRow(input.userId, input.form);
  const [row] = await services.db
    .update(addresses)
    .set(values)
    .where(own(input.userId, input.id))
    .returning();
  if (!row) throw notFound();
  return toAddress(row);
}

/** Deletes one of the user's addresses; an id of another user's address is a 404. */
export async function deleteAddress(
  services: Services,
  input: { userId: number; id: number },
): Promise<AcceptedResult> {
  const deleted = await services.db
    .delete(addresses)
    .where(own(input.userId, input.id))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound();
  return { accepted: true };
}
