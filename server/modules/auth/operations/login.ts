import { desc, eq, or, sql } from "drizzle-orm";
import type { LoginResult } from "#generated/types.ts";
import { users } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { loadUser, userColumns } from "../../../platform/http/authenticate.ts";
import { hashPassword, verifyPassword } from "../../../platform/passwords.ts";
import type { Services } from "../../../platform/services.ts";
import { issueTokens } from "./issue-tokens.ts";

// Checked when no user matches, so a wrong e-mail costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Logs in by e-mail (any case) or username and password (spec 4); 401 for any mismatch. */
export async function login(
  services: Services,
  input: { username: string; password: string },
): Promise<LoginResult> {
  dummyHash ??= hashPassword("vitrina-no-such-user");
  const name = input.username.trim();
  const email = name.toLowerCase();
  const [row] = await services.db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, email), eq(users.username, name)))
    // an e-mail match wins over a username that happens to look like someone's e-mail
    .orderBy(desc(sql`lower(${users.email}) = ${email}`))
    .limit(1);
  const isValid = await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash));
  if (!row || !isValid) throw new AppError(401, "api.unknownUserOrPassword");
  // Only the password's owner learns that the address still waits for its confirmation.
  if (!row.emailVerifiedAt) throw new AppError(403, "api.emailNotVerified");
  return { tokens: await issueTokens(services.db, row.id), user: await loadUser(services.db, row) };
}
