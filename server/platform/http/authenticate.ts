import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { User } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { addresses, authTokens, users } from "../../db/schema.ts";
import type { Services } from "../services.ts";
import { hashToken } from "../tokens.ts";
import { AppError, forbidden } from "./app-error.ts";
import { headerValue, type InputHeaders } from "./input-headers.ts";

/** The columns of a user the API shows; never the password hash. */
export const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  details: users.details,
  memberCardBarcode: users.memberCardBarcode,
  isBackofficeUser: users.isBackofficeUser,
  scope: users.scope,
};

export type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** A user row as the API answers it (spec 3 User), with the ids and types of its addresses. */
export async function loadUser(db: Db, row: UserRow): Promise<User> {
  const saved = await db
    .select({ id: addresses.id, type: addresses.type, companyName: addresses.companyName })
    .from(addresses)
    .where(eq(addresses.userId, row.id))
    .orderBy(asc(addresses.id));
  // spec 3 User.company: the company of the user's first company address
  const companyName = saved.find((address) => address.companyName)?.companyName;
  return {
    ...toUser(row),
    addresses: saved.map(({ id, type }) => ({ id, type })),
    company: companyName ? { name: companyName } : null,
  };
}

/** A user row as the API answers it (spec 3 User), before its addresses are added. */
function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    details: { firstName: row.details.firstName, lastName: row.details.lastName },
    memberCardBarcode: row.memberCardBarcode,
    isBackofficeUser: row.isBackofficeUser,
    scope: row.scope,
    addresses: [],
    company: null,
  };
}

/** The 401 of a missing, unknown, revoked or expired token: "Prijavite se za nastavak". */
export const unauthorized = (): AppError => new AppError(401, "api.unauthorized");

/**
 * A token header of an operation call (lower-case names: accesstoken, refreshtoken), if set. It
 * reads the call's headers, not the request's: an in-process call carries its own.
 */
export function tokenHeader(
  headers: InputHeaders,
  name: "accesstoken" | "refreshtoken",
): string | undefined {
  return headerValue(headers, name);
}

/** The user a live access token belongs to; undefined when it is unknown, revoked or expired. */
export async function userForAccessToken(
  services: Services,
  accessToken: string,
): Promise<User | undefined> {
  const [row] = await services.db
    .select(userColumns)
    .from(authTokens)
    .innerJoin(users, eq(authTokens.userId, users.id))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(accessToken)),
        eq(authTokens.kind, "access"),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? loadUser(services.db, row) : undefined;
}

// One look-up per request and token, however many routes or loaders ask.
const usersByRequest = new WeakMap<FastifyRequest, Map<string, Promise<User | undefined>>>();

/**
 * The logged-in user of an operation call (its accessToken header), or undefined for a visitor.
 * Routes use it for optional auth; requireUser when a user is a must.
 */
export function currentUser(
  services: Services,
  input: { headers: InputHeaders; request: FastifyRequest },
): Promise<User | undefined> {
  const token = tokenHeader(input.headers, "accesstoken");
  if (!token) return Promise.resolve(undefined);
  const known = usersByRequest.get(input.request) ?? new Map<string, Promise<User | undefined>>();
  usersByRequest.set(input.request, known);
  let user = known.get(token);
  if (!user) {
    user = userForAccessToken(services, token);
    known.set(token, user);
  }
  return user;
}

/** The logged-in user of an operation call, or a 401 (spec 8) when there is none. */
export async function requireUser(
  services: Services,
  input: { headers: InputHeaders; request: FastifyRequest },
): Promise<User> {
  const user = await currentUser(services, input);
  if (!user) throw unauthorized();
  return user;
}

/**
 * The back-office user of an operation call (spec 6): 401 without a live token, 403 for a user
 * who is not a back-office user. The pipeline calls it for every operation with security
 * backoffice before reading its input; handlers call it for the author of a change.
 */
export async function requireBackoffice(
  services: Services,
  input: { headers: InputHeaders; request: FastifyRequest },
): Promise<User> {
  const user = await requireUser(services, input);
  if (!user.isBackofficeUser) throw forbidden();
  return user;
}
