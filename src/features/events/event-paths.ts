import { routes } from "#generated/routes.ts";
import { languages, localisePath, type LanguageCode } from "#src/lib/languages.ts";

const eventPaths: Record<string, string> =
  routes.entries.find((entry) => entry.id === "event")?.paths ?? {};

/** An event's page in a language (spec 2: /dogadjaj/{id}, /en/event/{id}, /de/Veranstaltung/{id}). */
export function eventPath(id: number, language: LanguageCode): string {
  const pattern = eventPaths[languages[language].code2] ?? "/";
  return localisePath(pattern.replace(":id", String(id)), language);
}

/** The event's calendar file beside its page (`/dogadjaj/{id}.ics`, src/routes.ts). */
export const eventIcsPath = (id: number, language: LanguageCode): string =>
  `${eventPath(id, language)}.ics`;
