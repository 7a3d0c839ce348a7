import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { users, userSettings } from "../../../db/schema.ts";
import { seededMemoryServices } from "../../../db/seed/memory-services.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { getUserSetting, saveUserSetting } from "./user-settings.ts";

let database: Database;
let services: Services;
const ids = { editor: 0, shopper: 0 };
const language = { group: "general", key: "language" } as const;

beforeAll(async () => {
  ({ database, services } = await seededMemoryServices());
  for (const row of await database.db.select().from(users))
    ids[row.isBackofficeUser ? "editor" : "shopper"] = row.id;
}, 120_000);

afterAll(async () => {
  await database.close();
});

const keyOf = async (run: () => Promise<unknown>) =>
  run().then(
    () => "none",
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.key}` : "other"),
  );

describe("user settings (spec 6 admin locale)", () => {
  it("the seed gives the back-office user the default language, and nobody else a setting", async () => {
    expect(await getUserSetting(services, { userId: ids.editor, ...language })).toEqual({
      ...language,
      value: "hrv",
    });
    expect(await keyOf(() => getUserSetting(services, { userId: ids.shopper, ...language }))).toBe(
      "404 api.settingMissing",
    );
  });

  it("saves a setting once per user and key, and changes it in place", async () => {
    const userId = ids.shopper;
    await saveUserSetting(services, { userId, setting: { ...language, value: "deu" } });
    await saveUserSetting(services, { userId, setting: { ...language, value: "eng" } });
    expect((await getUserSetting(services, { userId, ...language })).value).toBe("eng");
    expect((await getUserSetting(services, { userId: ids.editor, ...language })).value).toBe("hrv");
  });

  it("refuses a language the site has no texts in, and reads a stale one as missing", async () => {
    const userId = ids.shopper;
    expect(
      await keyOf(() =>
        saveUserSetting(services, { userId, setting: { ...language, value: "ita" } }),
      ),
    ).toBe("400 api.unknownLanguage");
    await database.db
      .update(userSettings)
      .set({ value: "it" })
      .where(eq(userSettings.userId, userId));
    expect(await keyOf(() => getUserSetting(services, { userId, ...language }))).toBe(
      "404 api.settingMissing",
    );
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await keyOf(() => getUserSetting(services, { userId, ...language }))).toBe(
      "404 api.settingMissing",
    );
  });
});
