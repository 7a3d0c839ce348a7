import { asc, eq } from "drizzle-orm";
import type { AddressForm, GuestUser, OrderCustomer, User } from "#generated/types.ts";
import { addresses } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { CartRow, DbOrTx } from "../../cart/operations/cart-session.ts";

/**
 * Who checks a cart out (spec 4 "Delivery method change needs a session and an active user"): the
 * signed-in user with their saved addresses, or the guest user kept in the cart.
 */
export type CheckoutCustomer = {
  userId: number | null;
  email: string;
  /** The billing address (type Main). */
  billing: AddressForm | undefined;
  /** Where the parcel goes: the Shipping address, else the Main one (spec 4: billing is a copy). */
  shipping: AddressForm | undefined;
  customer: OrderCustomer;
};

/** spec 8 'No active user': neither signed in nor a guest with an e-mail in the cart. */
export const noActiveUser = (): AppError => new AppError(400, "api.noActiveUser");

type AddressRow = typeof addresses.$inferSelect;

function toForm(row: AddressRow): AddressForm {
  const isCompany = Boolean(row.companyName && row.companyOIB);
  return {
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    country: row.country,
    city: row.city,
    street: row.street,
    houseNumber: row.houseNumber,
    zipCode: row.zipCode,
    ...(row.region ? { region: row.region } : {}),
    ...(isCompany
      ? { isCompany, companyName: row.companyName ?? "", companyOIB: row.companyOIB ?? "" }
      : {}),
  };
}

const companyOf = (address: AddressForm | undefined): OrderCustomer["company"] =>
  address?.isCompany && address.companyName && address.companyOIB
    ? { name: address.companyName, oib: address.companyOIB }
    : null;

// A name for a customer who gave none: the e-mail's local part, within the snapshot's 100.
const nameOf = (email: string): string => (email.split("@")[0] || email).slice(0, 100);

function fromGuest(guest: GuestUser): CheckoutCustomer {
  const list = guest.addresses ?? [];
  const billing = list.find((address) => address.type === "Main");
  const shipping = list.find((address) => address.type === "Shipping") ?? billing;
  return {
    userId: null,
    email: guest.email,
    billing,
    shipping,
    customer: {
      email: guest.email,
      firstName: guest.details?.firstName ?? billing?.firstName ?? nameOf(guest.email),
      lastName: guest.details?.lastName ?? billing?.lastName ?? nameOf(guest.email),
      company: guest.company ?? companyOf(billing),
      isGuest: true,
    },
  };
}

/**
 * The active user of a checkout call: the signed-in user (their Main address, and the chosen
 * Shipping address or their first) or the cart's guest user; 400 'No active user' for neither.
 * A signed-in user may not use another account's cart (404, as an unknown cart).
 */
export async function checkoutCustomer(
  db: DbOrTx,
  input: { cart: CartRow; user: User | undefined; shippingAddressId?: number | undefined },
): Promise<CheckoutCustomer> {
  const { cart, user } = input;
  if (!user) {
    if (!cart.guestUser?.email) throw noActiveUser();
    return fromGuest(cart.guestUser);
  }
  if (cart.userId !== null && cart.userId !== user.id) throw new AppError(404, "api.cartNotFound");
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, user.id))
    .orderBy(asc(addresses.id));
  const chosen =
    input.shippingAddressId === undefined
      ? undefined
      : rows.find((row) => row.id === input.shippingAddressId);
  if (input.shippingAddressId !== undefined && !chosen) throw new AppError(404, "api.notFound");
  const main = rows.find((row) => row.type === "Main");
  const shipping = chosen ?? rows.find((row) => row.type === "Shipping") ?? main;
  const billing = main ? toForm(main) : undefined;
  return {
    userId: user.id,
    email: user.email,
    billing,
    shipping: shipping ? toForm(shipping) : undefined,
    customer: {
      email: user.email,
      firstName: user.details.firstName || billing?.firstName || nameOf(user.email),
      lastName: user.details.lastName || billing?.lastName || nameOf(user.email),
      company: companyOf(billing),
      isGuest: false,
    },
  };
}
