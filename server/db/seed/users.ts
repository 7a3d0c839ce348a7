import { defaultLanguage } from "#generated/languages.ts";
import { hashPassword } from "../../platform/passwords.ts";
import type { users, userSettings } from "../schema.ts";

export type DemoAccount = {
  role: "back-office" | "shopper";
  username: string;
  email: string;
  password: string;
};

// Demo-only credentials, printed on start-up (server/main.ts); never use them on a public site.
export const demoAccounts: DemoAccount[] = [
  {
    role: "back-office",
    username: "urednica",
    email: "urednica@konoba-vitrina.example",
    password: "vitrina-admin-2026",
  },
  {
    role: "shopper",
    username: "kupac",
    email: "kupac@example.com",
    password: "vitrina-kupac-2026",
  },
];

const details: Record<DemoAccount["role"], { firstName: string; lastName: string }> = {
  "back-office": { firstName: "Marija", lastName: "Radić" },
  shopper: { firstName: "Ivan", lastName: "Horvat" },
};

/** User rows with scrypt hashes; the back-office user gets the admin scope (spec 6). */
export async function userRows(): Promise<(typeof users.$inferInsert)[]> {
  return Promise.all(
    demoAccounts.map(async (account) => ({
      email: account.email,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      details: details[account.role],
      isBackofficeUser: account.role === "back-office",
      scope: account.role === "back-office" ? "admin" : "web",
      memberCardBarcode: account.role === "shopper" ? "3850000123455" : null,
    })),
  );
}

/** spec 6 admin locale: a back-office user's global language, the default language at first. */
export function backofficeSettingRows(
  rows: readonly { id: number; isBackofficeUser: boolean }[],
): (typeof userSettings.$inferInsert)[] {
  return rows
    .filter((row) => row.isBackofficeUser)
    .map((row) => ({ userId: row.id, group: "general", key: "language", value: defaultLanguage }));
}
