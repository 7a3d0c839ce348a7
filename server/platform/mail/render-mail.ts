import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "#common/escape-html.ts";
import { parseSiteOptions } from "#common/site-options.ts";
import type { EmailTemplate, EmailTemplates, SiteOptionValues } from "#generated/types.ts";
import { filterOptions } from "../filter-options.ts";
import type { Services } from "../services.ts";
import { defaultPasswordResetTemplate, defaultRegisterTemplate } from "./default-templates.ts";

export type MailTemplateId = "verifyEmail" | "resetPassword";

// spec 3: the e-mail templates for register and password reset are site options.
const optionKeys = {
  verifyEmail: "RegisterEmailTemplate",
  resetPassword: "PasswordResetEmailTemplate",
} as const;
const defaults: Record<MailTemplateId, EmailTemplates> = {
  verifyEmail: defaultRegisterTemplate,
  resetPassword: defaultPasswordResetTemplate,
};

export type MailVars = { link: string; firstName: string; lastName: string; email: string };
export type RenderedMail = { subject: string; text: string; html: string };

// Templates are written by back-office users: their HTML is cut down to mail-safe tags.
const mailHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "a", "strong", "em", "b", "i", "ul", "ol", "li", "h1", "h2", "h3"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "http", "mailto"],
};

/** Fills {name} placeholders; unknown names stay as written. */
function fill(text: string, vars: Record<string, string>, escape: (value: string) => string) {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? escape(vars[name] ?? "") : match,
  );
}

/** The template of a language: the site's option, its default language, then the built-in one. */
function pickTemplate(
  templates: EmailTemplates | undefined,
  fallbacks: EmailTemplates,
  language: string,
  defaultLanguage: string,
): EmailTemplate {
  const found =
    templates?.[language] ??
    templates?.[defaultLanguage] ??
    fallbacks[language] ??
    fallbacks[defaultLanguage] ??
    fallbacks.hrv;
  if (!found) throw new Error("no e-mail template");
  return found;
}

export type MailSettings = Pick<
  SiteOptionValues,
  | "RegisterEmailTemplate"
  | "PasswordResetEmailTemplate"
  | "DefaultLanguage"
  | "Brand"
  | "SendEmailTo"
  | "SendGdprTo"
>;

/**
 * The site options mails are written from (spec 3 templates, brand, default language, the
 * shop's address for order notices). Read
 * before a transaction opens: PGlite has one connection, which the transaction holds.
 */
export async function loadMailSettings(services: Services, siteId: string): Promise<MailSettings> {
  return parseSiteOptions(await filterOptions(services, { siteId, keys: undefined }));
}

/** Writes a mail of a template in the user's language (HTML and plain text), spec 3 options. */
export function renderMail(
  options: MailSettings,
  input: { template: MailTemplateId; language: string; vars: MailVars },
): RenderedMail {
  const template = pickTemplate(
    options[optionKeys[input.template]],
    defaults[input.template],
    input.language,
    options.DefaultLanguage ?? "hrv",
  );
  const vars = { ...input.vars, brand: options.Brand ?? "" };
  return {
    subject: fill(template.subject, vars, (value) => value),
    text: fill(template.text, vars, (value) => value),
    html: fill(sanitizeHtml(template.html, mailHtmlPolicy), vars, escapeHtml),
  };
}
