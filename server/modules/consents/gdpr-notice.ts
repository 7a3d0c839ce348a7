import { interpolate } from "#common/validation-messages.ts";
import { languages, type LanguageCode2 } from "#generated/languages.ts";
import { gdpr as de } from "#locales/de/gdpr.ts";
import { gdpr as en } from "#locales/en/gdpr.ts";
import { gdpr as hr } from "#locales/hr/gdpr.ts";
import type { Db } from "../../db/client.ts";
import { queueMail, type QueuedMail } from "../../platform/mail/outbox.ts";
import { escapeHtml } from "#common/escape-html.ts";
import type { MailSettings } from "../../platform/mail/render-mail.ts";

const texts: Record<LanguageCode2, Record<keyof typeof hr, string>> = { hr, en, de };

/** What the SendGdprTo address hears of: a data subject's withdrawal, or an export of their data. */
export type GdprEvent =
  | {
      kind: "consentWithdrawn";
      email: string;
      /** The form (assignment) it was withdrawn from. */
      assignedTo: string;
      consents: readonly { uniqueNumber: string; version: number }[];
    }
  | { kind: "dataExported"; email: string; by: string };

export type GdprNoticeSettings = Pick<MailSettings, "SendGdprTo" | "DefaultLanguage" | "Brand">;

/**
 * The notice of a data-protection event to the site's SendGdprTo address (spec 3), in the site's
 * default language, or none when the option is not set or the subject has no address to answer
 * (a cookie choice's visitor id, an anonymised account: under `.invalid`). Every value is the
 * data subject's or an admin's text: escaped in the HTML.
 */
export function gdprNoticeOf(
  settings: GdprNoticeSettings,
  event: GdprEvent,
  at: Date = new Date(),
): QueuedMail | undefined {
  if (!settings.SendGdprTo || event.email.endsWith(".invalid")) return undefined;
  const language = settings.DefaultLanguage ?? "hrv";
  const code2: LanguageCode2 =
    language in languages ? languages[language as keyof typeof languages].code2 : "hr";
  const t = (key: keyof typeof hr, vars: Record<string, string | number> = {}) =>
    interpolate(texts[code2][key], vars);
  const rows: [string, string][] = [
    [t("event"), t(event.kind)],
    [t("email"), event.email],
    [t("at"), at.toLocaleString(`${code2}-HR`, { timeZone: "Europe/Zagreb" })],
    ...(event.kind === "consentWithdrawn"
      ? ([
          [t("form"), event.assignedTo],
          [
            t("consents"),
            event.consents
              .map((consent) => `${consent.uniqueNumber} (${t("version", consent)})`)
              .join(", "),
          ],
        ] satisfies [string, string][])
      : ([[t("by"), event.by]] satisfies [string, string][])),
  ];
  const intro = t("intro", { brand: settings.Brand ?? "" });
  return {
    to: settings.SendGdprTo,
    template: "gdprNotice",
    language,
    subject: t("subject", { event: t(event.kind), email: event.email }),
    text: [intro, ...rows.map(([label, value]) => `${label}: ${value}`)].join("\n"),
    html:
      `<p>${escapeHtml(intro)}</p><table>` +
      rows
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join("") +
      "</table>",
  };
}

/**
 * Queues the notice of a data-protection event, inside the transaction that makes the event
 * true (a withdrawal logged, an export read). Settings come from loadMailSettings, read before
 * the transaction opened.
 */
export async function queueGdprNotice(
  db: Db,
  settings: GdprNoticeSettings,
  event: GdprEvent,
): Promise<void> {
  const mail = gdprNoticeOf(settings, event);
  if (mail) await queueMail(db, mail);
}
