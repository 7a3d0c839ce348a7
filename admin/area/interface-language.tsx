import { Form } from "react-router";
import { languageCodes, languages } from "#src/lib/languages.ts";
import type { AdminTexts } from "./texts.ts";

/**
 * spec 6 admin locale: the back-office user's global language, which the admin area speaks.
 * One button per language, a server form (it works without JavaScript); the area's action saves
 * it as the user's setting general/language.
 */
export function InterfaceLanguage({
  texts,
  current,
}: {
  texts: AdminTexts;
  current: string | undefined;
}) {
  return (
    <Form method="post" className="admin-area__languages" role="group" aria-label={texts.interface}>
      <span>{texts.interface}</span>
      <input type="hidden" name="intent" value="setAdminLanguage" />
      {languageCodes.map((code) => (
        <button
          key={code}
          type="submit"
          name="value"
          value={code}
          aria-pressed={languages[code].code2 === current}
          lang={languages[code].code2}
          title={languages[code].name}
        >
          {languages[code].code2.toUpperCase()}
        </button>
      ))}
    </Form>
  );
}
