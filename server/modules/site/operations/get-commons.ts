import type { Country, Language } from "#generated/types.ts";
import { countries } from "../../../db/schema.ts";
import { loadLanguages } from "../../../platform/http/request-context.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";

/** Common lists shared by every site: languages or countries (spec 7 commons). */
export async function getCommons(
  services: Services,
  type: "languages" | "countries",
): Promise<Language[] | Country[]> {
  if (type === "languages") {
    const rows = await loadLanguages(services);
    return rows.map(({ id, name, code, code2, names }) => ({ id, name, code, code2, names }));
  }
  return services.cache.getOrLoad(cacheKeys.countries(), () =>
    services.db.select().from(countries).orderBy(countries.name),
  );
}
