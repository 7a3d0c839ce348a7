import { languages, type LanguageCode } from "#generated/languages.ts";
import { escapeHtml } from "#common/escape-html.ts";
import type { MailSettings } from "../../platform/mail/render-mail.ts";
import type { QueuedMail } from "../../platform/mail/outbox.ts";
import { screenLink } from "../user/mail-links.ts";

/** The newsletter's two mails: the double opt-in link, and the welcome once it is confirmed. */
export type NewsletterMailKind = "newsletterConfirm" | "newsletterWelcome";

type Texts = { subject: string; lines: [string, string]; action: string; unsubscribe: string };

// The texts of each mail per language; {brand} is the site's brand (spec 3). The confirmation
// link works 48 hours (confirm.ts tokenLifetimeMs).
const texts: Record<NewsletterMailKind, Partial<Record<LanguageCode, Texts>>> = {
  newsletterConfirm: {
    hrv: {
      subject: "Potvrdite prijavu na newsletter – {brand}",
      lines: [
        "Primili smo prijavu ove adrese na naš newsletter.",
        "Za potvrdu kliknite na poveznicu (vrijedi 48 sati). Ako se niste Vi prijavili, zanemarite ovu poruku.",
      ],
      action: "Potvrdi prijavu",
      unsubscribe: "Odjava s newslettera",
    },
    eng: {
      subject: "Confirm your newsletter subscription – {brand}",
      lines: [
        "We received a subscription of this address to our newsletter.",
        "To confirm it, follow the link (valid for 48 hours). If you did not subscribe, ignore this message.",
      ],
      action: "Confirm subscription",
      unsubscribe: "Unsubscribe from the newsletter",
    },
    deu: {
      subject: "Bestätigen Sie Ihre Newsletter-Anmeldung – {brand}",
      lines: [
        "Wir haben eine Anmeldung dieser Adresse zu unserem Newsletter erhalten.",
        "Zur Bestätigung folgen Sie dem Link (48 Stunden gültig). Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht.",
      ],
      action: "Anmeldung bestätigen",
      unsubscribe: "Vom Newsletter abmelden",
    },
  },
  newsletterWelcome: {
    hrv: {
      subject: "Dobro došli u naš newsletter – {brand}",
      lines: [
        "Vaša prijava na newsletter je potvrđena. Hvala!",
        "Odjaviti se možete u svakom trenutku, jednim klikom na poveznicu na dnu svake poruke.",
      ],
      action: "Posjetite nas",
      unsubscribe: "Odjava s newslettera",
    },
    eng: {
      subject: "Welcome to our newsletter – {brand}",
      lines: [
        "Your newsletter subscription is confirmed. Thank you!",
        "You can unsubscribe at any time with one click on the link at the bottom of every message.",
      ],
      action: "Visit us",
      unsubscribe: "Unsubscribe from the newsletter",
    },
    deu: {
      subject: "Willkommen bei unserem Newsletter – {brand}",
      lines: [
        "Ihre Newsletter-Anmeldung ist bestätigt. Danke!",
        "Sie können sich jederzeit mit einem Klick auf den Link am Ende jeder Nachricht abmelden.",
      ],
      action: "Besuchen Sie uns",
      unsubscribe: "Vom Newsletter abmelden",
    },
  },
};

/** The links of a newsletter mail: its action (confirm, or the site) and the unsubscribe page. */
export type NewsletterLinks = { action: string; unsubscribePage: string; oneClick: string };

/**
 * The unsubscribe links of a subscriber's token: the site's page with the button (for people)
 * and the API's one-click address (RFC 8058, for the mail client's List-Unsubscribe POST).
 */
export function unsubscribeLinks(input: {
  origin: string;
  language: LanguageCode;
  token: string;
}): Pick<NewsletterLinks, "unsubscribePage" | "oneClick"> {
  const query = new URLSearchParams({ token: input.token }).toString();
  return {
    unsubscribePage: screenLink({
      origin: input.origin,
      screen: "newsletter",
      language: input.language,
      query: { token: input.token },
    }),
    oneClick: `${input.origin}/api/v1/marketing/newsletter/unsubscribe?${query}`,
  };
}

/**
 * A newsletter mail in the subscriber's language (text and HTML, every value escaped in the
 * HTML), with the List-Unsubscribe and List-Unsubscribe-Post headers of RFC 2369 and 8058 so a
 * mail client offers one-click unsubscribe.
 */
export function newsletterMail(input: {
  kind: NewsletterMailKind;
  settings: Pick<MailSettings, "Brand">;
  language: LanguageCode;
  to: string;
  links: NewsletterLinks;
}): QueuedMail {
  const byLanguage = texts[input.kind];
  const t = byLanguage[input.language] ?? byLanguage.hrv;
  if (!t) throw new Error(`no texts for ${input.kind}`);
  const brand = input.settings.Brand ?? "";
  const subject = t.subject.replace("{brand}", brand).replace(/ – $/, "");
  const { action, unsubscribePage, oneClick } = input.links;
  const text = `${t.lines[0]}\n\n${t.lines[1]}\n${action}\n\n${brand}\n\n${t.unsubscribe}: ${unsubscribePage}\n`;
  const html =
    `<p>${escapeHtml(t.lines[0])}</p><p>${escapeHtml(t.lines[1])}</p>` +
    `<p><a href="${escapeHtml(action)}">${escapeHtml(t.action)}</a></p>` +
    `<p>${escapeHtml(brand)}</p>` +
    `<p><small><a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></small></p>`;
  return {
    to: input.to,
    template: input.kind,
    language: languages[input.language].code,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
