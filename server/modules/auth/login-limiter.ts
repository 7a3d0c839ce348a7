import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginAttempts } from "../../db/schema.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";

// Fixed windows: guesses at one account from one address, attempts from one address at any
// accounts, and guesses at one account from addresses it does not know (issue 18).
export const accountWindowMs = 60_000;
export const addressWindowMs = 15 * 60_000;
export const guessWindowMs = 15 * 60_000;
// An address an account signed in from stays known to it this long after its last sign-in.
export const knownAddressMs = 90 * 24 * 60 * 60_000;
// Expired windows are swept at most this often, by whichever login comes along.
const sweepEveryMs = 60_000;
const lastSweep = new WeakMap<Db, number>();

export type LoginAttempt = { address: string; username: string };

/** The 429 of the limiters (login and the account calls), with the seconds until the window that stopped it ends (Retry-After). */
export class LoginLimitError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, "api.tooManyRequests");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The counter keys of one attempt: the account as seen from the address, the address, the
 * account from any address it does not know, and the mark of an address the account signed in
 * from. Keys of an account end in ":<account>", so its erasure finds them (delete-account.ts).
 */
export function attemptKeys({ address, username }: LoginAttempt): {
  account: string;
  address: string;
  guesses: string;
  known: string;
} {
  const account = username.trim().toLowerCase();
  return {
    account: `account:${address}:${account}`,
    address: `address:${address}`,
    guesses: `guesses:${account}`,
    known: `known:${address}:${account}`,
  };
}

async function sweepExpired(db: Db, now: Date): Promise<void> {
  const last = lastSweep.get(db) ?? 0;
  if (now.getTime() - last < sweepEveryMs) return;
  lastSweep.set(db, now.getTime());
  await db.delete(loginAttempts).where(lte(loginAttempts.windowEndsAt, now));
}

/**
 * Counts one login attempt (issue 6 §3) in the database, so counters survive any amount of other
 * traffic and every instance sees them; one statement per attempt, atomic under concurrency. Throws
 * 429 (spec 8) when the address has tried this account more than config.loginRateLimit times a
 * minute, or any accounts more than config.loginAddressLimit times in 15 minutes, or when the
 * account has been tried more than config.loginAccountLimit times in 15 minutes from addresses it
 * never signed in from (issue 18: guesses spread over many addresses). That last limit never
 * stops the owner at an address of theirs (rememberSignIn), so guessing cannot lock them out.
 * Called by the login operation itself with the client address of its input, after validation:
 * junk never reaches the counters, and a login forwarded by a page action counts against the
 * visitor.
 */
export async function limitLoginAttempts(
  services: Pick<Services, "db" | "config">,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<void> {
  const keys = attemptKeys(attempt);
  const [known] = await services.db
    .select({ key: loginAttempts.key })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, keys.known), gt(loginAttempts.windowEndsAt, now)))
    .limit(1);
  await limitAttempts(
    services.db,
    [
      { key: keys.account, limit: services.config.loginRateLimit, windowMs: accountWindowMs },
      { key: keys.address, limit: services.config.loginAddressLimit, windowMs: addressWindowMs },
      ...(known
        ? []
        : [
            {
              key: keys.guesses,
              limit: services.config.loginAccountLimit,
              windowMs: guessWindowMs,
            },
          ]),
    ],
    now,
  );
}

/** Marks the address of a successful login as known to its account for knownAddressMs. */
export async function rememberSignIn(
  services: Pick<Services, "db">,
  attempt: LoginAttempt,
  now = new Date(),
): Promise<void> {
  const windowEndsAt = new Date(now.getTime() + knownAddressMs);
  await services.db
    .insert(loginAttempts)
    .values({ key: attemptKeys(attempt).known, attempts: 0, windowEndsAt })
    .onConflictDoUpdate({ target: loginAttempts.key, set: { windowEndsAt } });
}

/** One counter of limitAttempts: its key, how many attempts a window allows, and the window. */
export type AttemptRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one attempt against each rule in the database (fixed windows, one atomic statement)
 * and throws the 429 when any counter is over its limit. Shared by login, register, verification
 * resend and forgot-password: no amount of other traffic flushes these counters.
 */
export async function limitAttempts(db: Db, rules: AttemptRule[], now = new Date()): Promise<void> {
  await sweepExpired(db, now);
  const at = now.toISOString();
  const rows = await db
    .insert(loginAttempts)
    .values(
      rules.map((rule) => ({
        key: rule.key,
        attempts: 1,
        windowEndsAt: new Date(now.getTime() + rule.windowMs),
      })),
    )
    .onConflictDoUpdate({
      target: loginAttempts.key,
      // A window that has ended starts over at 1; a live one counts on.
      set: {
        attempts: sql`case when ${loginAttempts.windowEndsAt} <= ${at}::timestamptz then 1 else ${loginAttempts.attempts} + 1 end`,
        windowEndsAt: sql`case when ${loginAttempts.windowEndsAt} <= ${at}::timestamptz then excluded.window_ends_at else ${loginAttempts.windowEndsAt} end`,
      },
    })
    .returning({
      key: loginAttempts.key,
      attempts: loginAttempts.attempts,
      windowEndsAt: loginAttempts.windowEndsAt,
    });
  const limits = new Map(rules.map((rule) => [rule.key, rule.limit]));
  const over = rows.filter((row) => row.attempts > (limits.get(row.key) ?? Infinity));
  if (over.length > 0) {
    const endsAt = Math.max(...over.map((row) => row.windowEndsAt.getTime()));
    throw new LoginLimitError(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}
