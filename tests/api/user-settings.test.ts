import { beforeAll, describe, expect, it } from "vitest";
import type { UserSetting } from "#generated/types.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

// spec 7 settings general/user, spec 6 admin locale: the back-office user's global language.
const path = "/api/v1/settings/general/user";
const query = "?group=general&key=language";
let headers: Record<string, string> = {};
const save = (body: unknown) => call(path, { method: "PUT", body, headers });

beforeAll(async () => {
  headers = asEditor(await accessTokenOf("back-office"));
});

describe("a user's settings", () => {
  it("give the seeded editor's global language, and save another", async () => {
    expect(payload<UserSetting>(await call(path + query, { headers }))).toEqual({
      group: "general",
      key: "language",
      value: "hrv",
    });
    try {
      const saved = payload<UserSetting>(
        await save({ group: "general", key: "language", value: "eng" }),
      );
      expect(saved.value).toBe("eng");
      expect(payload<UserSetting>(await call(path + query, { headers })).value).toBe("eng");
    } finally {
      await save({ group: "general", key: "language", value: "hrv" });
    }
  });

  it("refuse unknown groups, keys and languages, and keep the setting", async () => {
    for (const body of [
      { group: "general", key: "language", value: "xyz" },
      { group: "general", key: "language", value: "en" },
      { group: "general", key: "theme", value: "hrv" },
      { group: "secret", key: "language", value: "hrv" },
      { group: "general", key: "language" },
    ]) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      errorOf(response);
    }
    expect(errorOf(await save({ group: "general", key: "language", value: "xyz" })).key).toBe(
      "api.unknownLanguage",
    );
    expect((await call(`${path}?group=general&key=theme`, { headers })).status).toBe(400);
    expect(payload<UserSetting>(await call(path + query, { headers })).value).toBe("hrv");
  });
});
