import { languageCodes, type LanguageCode } from "#generated/languages.ts";
import { escapeHtml } from "#common/escape-html.ts";
import type { QueuedMail } from "../../platform/mail/outbox.ts";
import { hashToken, newToken } from "../../platform/tokens.ts";
import { screenLink } from "../user/mail-links.ts";

// A form sent without JavaScript has no captcha: it is kept until its sender opens the link
// mailed to the address typed in its e-mail field (decision 048), so a bot gains nothing by
// leaving the captcha out but mails to addresses it does not read.

/** How long the link works: as long as the newsletter's (issue 21: 48 hours). */
export const confirmationLifetimeMs = 48 * 60 * 60_000;

/** At most this many unconfirmed submissions mailed to one address in a day. */
export const confirmationsPerEmail = { limit: 3, windowMs: 24 * 60 * 60_000 };

// The confirm-email page's token names what it confirms: a form's starts with this
const formTokenPrefix = "f-";

/** A confirmation link's token (128 random bits) and the hash the row keeps. */
export function formConfirmationToken() {
  const token = `${formTokenPrefix}${newToken()}`;
  return { token, hash: hashToken(token) };
}

/** Whether a confirm-email token is a form submission's (else a newsletter subscription's). */
export const isFormToken = (token: string) => token.startsWith(formTokenPrefix);

type Texts = { subject: string; lines: [string, string]; action: string; confirmed: string };

// {title} is the form's title, {brand} the site's brand (spec 3)
const texts: Partial<Record<LanguageCode, Texts>> = {
  hrv: {
    subject: "Potvrdite slanje obrasca „{title}” – {brand}",
    lines: [
      "S ove adrese poslan je obrazac „{title}” bez provjere da pošiljatelj nije robot.",
      "Da bismo ga primili, potvrdite slanje klikom na poveznicu (vrijedi 48 sati). Ako ga niste Vi poslali, zanemarite ovu poruku: ništa nećemo primiti.",
    ],
    action: "Potvrdi slanje",
    confirmed: "Hvala! Obrazac „{title}” je potvrđen i poslan. Javit ćemo vam se uskoro.",
  },
  eng: {
    subject: "Confirm sending the form “{title}” – {brand}",
    lines: [
      "The form “{title}” was sent from this address without the check that the sender is not a robot.",
      "For us to receive it, confirm it with the link (valid for 48 hours). If you did not send it, ignore this message: we will receive nothing.",
    ],
    action: "Confirm sending",
    confirmed: "Thank you! The form “{title}” is confirmed and sent. We will get back to you soon.",
  },
  deu: {
    subject: "Bestätigen Sie das Formular „{title}“ – {brand}",
    lines: [
      "Von dieser Adresse wurde das Formular „{title}“ ohne die Prüfung gesendet, dass kein Roboter es sendet.",
      "Damit wir es erhalten, bestätigen Sie es über den Link (48 Stunden gültig). Wenn Sie es nicht gesendet haben, ignorieren Sie diese Nachricht: Wir erhalten dann nichts.",
    ],
    action: "Senden bestätigen",
    confirmed: "Danke! Das Formular „{title}“ ist bestätigt und gesendet. Wir melden uns bald.",
  },
};

const fill = (text: string, vars: { title: string; brand: string }) =>
  text.replaceAll("{title}", vars.title).replaceAll("{brand}", vars.brand).replace(/ – $/, "");

/**
 * The mail to a submission's sender with the confirm-email page's link (spec 2: goalType
 * message, the goal saying it was sent), in the language of the page the form was sent from.
 */
export function formConfirmationMail(input: {
  origin: string;
  language: string;
  to: string;
  title: string;
  brand: string;
  token: string;
}): QueuedMail {
  const language = languageCodes.find((code) => code === input.language) ?? "hrv";
  const t = texts[language] ?? texts.hrv;
  if (!t) throw new Error("no texts for formConfirm");
  const vars = { title: input.title, brand: input.brand };
  const action = screenLink({
    origin: input.origin,
    screen: "confirmEmail",
    language,
    query: {
      goal: fill(t.confirmed, vars),
      goalType: "message",
      confirmedEmail: input.to,
      token: input.token,
    },
  });
  const [first, second] = t.lines.map((line) => fill(line, vars));
  return {
    to: input.to,
    template: "formConfirm",
    language,
    subject: fill(t.subject, vars),
    text: `${first}\n\n${second}\n${action}\n\n${input.brand}\n`,
    html:
      `<p>${escapeHtml(first ?? "")}</p><p>${escapeHtml(second ?? "")}</p>` +
      `<p><a href="${escapeHtml(action)}">${escapeHtml(t.action)}</a></p>` +
      `<p>${escapeHtml(input.brand)}</p>`,
  };
}
