import { and, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { User } from "#generated/types.ts";
import { authTokens, users } from "../../db/schema.ts";
import type { Services } from "../services.ts";
import { hashToken } from "../tokens.ts";
import { AppError } from "./app-error.ts";

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

/** A user row as the API answers it (spec 3 User); addresses and company do not exist yet. */
export function toUser(row: UserRow): User {
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

/** A token header of the request (Node lower-cases names: accesstoken, refreshtoken), if set. */
export function tokenHeader(
  request: FastifyRequest,
  name: "accesstoken" | "refreshtoken",
): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
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
  return row ? toUser(row) : undefined;
}

// One look-up per request, however many routes or loaders ask.
const usersByRequest = new WeakMap<FastifyRequest, Promise<User | undefined>>();

/**
 * The logged-in user of a request (its accessToken header), or undefined for a visitor. Routes
 * use it for optional auth; requireUser when a user is a must.
 */
export function currentUser(
  services: Services,
  request: FastifyRequest,
): Promise<User | undefined> {
  let user = usersByRequest.get(request);
  if (!user) {
    const token = tokenHeader(request, "accesstoken");
    user = token ? userForAccessToken(services, token) : Promise.resolve(undefined);
    usersByRequest.set(request, user);
  }
  return user;
}

/** The logged-in user of a request, or a 401 (spec 8) when there is none. */
export async function requireUser(services: Services, request: FastifyRequest): Promise<User> {
  const user = await currentUser(services, request);
  if (!user) throw unauthorized();
  return user;
}
