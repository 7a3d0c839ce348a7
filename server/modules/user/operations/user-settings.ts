import { and, eq } from "drizzle-orm";
import { languageCodes } from "#generated/languages.ts";
import type { UserSetting } from "#generated/types.ts";
import validateUserSetting from "#generated/validators/entities/user-setting.js";
import { userSettings } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";

type SettingKey = Pick<UserSetting, "group" | "key">;

/**
 * One setting of a user (spec 7 settings general/user). A setting never saved is a 404
 * settingMissing: spec 6 wants the admin locale set, not guessed. A stored value that no longer
 * fits its schema (a language since removed) counts as missing too.
 */
export async function getUserSetting(
  services: Services,
  input: { userId: number } & SettingKey,
): Promise<UserSetting> {
  const [row] = await services.db
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(
      and(
        eq(userSettings.userId, input.userId),
        eq(userSettings.group, input.group),
        eq(userSettings.key, input.key),
      ),
    );
  const setting = { group: input.group, key: input.key, value: row?.value };
  if (!row || !validateUserSetting(setting)) throw new AppError(404, "api.settingMissing");
  return setting;
}

/**
 * Saves one setting of a user (the body was checked against its schema by the pipeline). The
 * global language must be one the site's texts exist in (schemas/languages.json).
 */
export async function saveUserSetting(
  services: Services,
  input: { userId: number; setting: UserSetting },
): Promise<UserSetting> {
  const { group, key, value } = input.setting;
  if (!languageCodes.some((code) => code === value)) throw new AppError(400, "api.unknownLanguage");
  await services.db
    .insert(userSettings)
    .values({ userId: input.userId, group, key, value })
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.group, userSettings.key],
      set: { value, updatedAt: new Date() },
    });
  return input.setting;
}
