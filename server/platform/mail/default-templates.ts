import type { EmailTemplates } from "#generated/types.ts";

// The mails a new site starts with (seeded as the spec 3 site options RegisterEmailTemplate and
// PasswordResetEmailTemplate, editable by back-office users); also the fallback of a site
// without them. {link}, {firstName}, {brand} … are filled in by render-mail.ts.

const html = (lines: string[]): string =>
  `<p>${lines[0]}</p><p>${lines[1]}</p><p><a href="{link}">${lines[2]}</a></p><p>${lines[3]}</p>`;

export const defaultRegisterTemplate: EmailTemplates = {
  hrv: {
    subject: "Potvrdite adresu e-pošte – {brand}",
    text: "Pozdrav {firstName},\n\nza potvrdu adrese e-pošte otvorite ovu poveznicu (vrijedi 24 sata):\n{link}\n\nAko niste Vi zatražili ovu poruku, zanemarite je.\n{brand}",
    html: html([
      "Pozdrav {firstName},",
      "za potvrdu adrese e-pošte kliknite na poveznicu (vrijedi 24 sata):",
      "Potvrdi adresu e-pošte",
      "Ako niste Vi zatražili ovu poruku, zanemarite je. – {brand}",
    ]),
  },
  eng: {
    subject: "Confirm your e-mail address – {brand}",
    text: "Hello {firstName},\n\nto confirm your e-mail address open this link (valid for 24 hours):\n{link}\n\nIf you did not ask for this message, ignore it.\n{brand}",
    html: html([
      "Hello {firstName},",
      "to confirm your e-mail address follow the link (valid for 24 hours):",
      "Confirm e-mail address",
      "If you did not ask for this message, ignore it. – {brand}",
    ]),
  },
  deu: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse – {brand}",
    text: "Hallo {firstName},\n\nzur Bestätigung Ihrer E-Mail-Adresse öffnen Sie diesen Link (24 Stunden gültig):\n{link}\n\nWenn Sie diese Nachricht nicht angefordert haben, ignorieren Sie sie.\n{brand}",
    html: html([
      "Hallo {firstName},",
      "zur Bestätigung Ihrer E-Mail-Adresse folgen Sie dem Link (24 Stunden gültig):",
      "E-Mail-Adresse bestätigen",
      "Wenn Sie diese Nachricht nicht angefordert haben, ignorieren Sie sie. – {brand}",
    ]),
  },
};

export const defaultPasswordResetTemplate: EmailTemplates = {
  hrv: {
    subject: "Nova lozinka – {brand}",
    text: "Pozdrav {firstName},\n\nnovu lozinku postavite na ovoj poveznici (vrijedi 30 minuta, jednom):\n{link}\n\nAko niste Vi zatražili novu lozinku, zanemarite ovu poruku; stara lozinka i dalje vrijedi.\n{brand}",
    html: html([
      "Pozdrav {firstName},",
      "novu lozinku postavite na ovoj poveznici (vrijedi 30 minuta, jednom):",
      "Postavi novu lozinku",
      "Ako niste Vi zatražili novu lozinku, zanemarite ovu poruku; stara lozinka i dalje vrijedi. – {brand}",
    ]),
  },
  eng: {
    subject: "A new password – {brand}",
    text: "Hello {firstName},\n\nset a new password with this link (valid once, for 30 minutes):\n{link}\n\nIf you did not ask for a new password, ignore this message; your password stays as it is.\n{brand}",
    html: html([
      "Hello {firstName},",
      "set a new password with this link (valid once, for 30 minutes):",
      "Set a new password",
      "If you did not ask for a new password, ignore this message; your password stays as it is. – {brand}",
    ]),
  },
  deu: {
    subject: "Neues Passwort – {brand}",
    text: "Hallo {firstName},\n\nlegen Sie mit diesem Link ein neues Passwort fest (einmal, 30 Minuten gültig):\n{link}\n\nWenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.\n{brand}",
    html: html([
      "Hallo {firstName},",
      "legen Sie mit diesem Link ein neues Passwort fest (einmal, 30 Minuten gültig):",
      "Neues Passwort festlegen",
      "Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert. – {brand}",
    ]),
  },
};
