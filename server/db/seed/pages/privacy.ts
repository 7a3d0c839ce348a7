import { anchors, venue } from "../paths.ts";
import { type PageCopy, definePage, node } from "./build.ts";

type Copy = PageCopy & {
  heading: string;
  introHtml: string;
  dataTitle: string;
  dataHtml: string;
  cookiesTitle: string;
  cookiesHtml: string;
  rightsTitle: string;
  rightsHtml: string;
  updated: string;
};

const privacyMail = `<a href="mailto:${venue.privacyEmail}">${venue.privacyEmail}</a>`;
const controller = `${venue.company}, ${venue.street}, ${venue.postalCode} ${venue.city}`;

/** Cookie names and lifetimes are those of spec 9; the list is the same in every language. */
function cookieList(labels: [string, string, string, string, string]): string {
  const [locale, cart, guest, card, login] = labels;
  return `<ul><li><strong>locale</strong> – ${locale}</li><li><strong>cartId</strong>, <strong>protectCode</strong> – ${cart}</li><li><strong>guestUser</strong> – ${guest}</li><li><strong>memberCardBarcode</strong> – ${card}</li><li>${login}</li></ul>`;
}

/** Privacy policy and cookies, linked from the cookie notice (slugMain "privacy", in the site's style). */
export const privacy = definePage<Copy>({
  slugMain: "privacy",
  build: (copy, language) => [
    node("heading", "privacy-title", { text: copy.heading, level: 1 }),
    node("rich-text", "privacy-intro", { html: copy.introHtml }),
    node("heading", "privacy-data-title", { text: copy.dataTitle, level: 2 }),
    node("rich-text", "privacy-data", { html: copy.dataHtml }),
    node("heading", "privacy-cookies-title", {
      text: copy.cookiesTitle,
      level: 2,
      anchor: anchors.cookies[language],
    }),
    node("rich-text", "privacy-cookies", { html: copy.cookiesHtml }),
    node("heading", "privacy-rights-title", { text: copy.rightsTitle, level: 2 }),
    node("rich-text", "privacy-rights", { html: copy.rightsHtml }),
    node("spacer", "privacy-spacer", { height: 16 }),
    node("rich-text", "privacy-updated", { html: `<p><em>${copy.updated}</em></p>` }),
  ],
  copy: {
    hr: {
      title: "Zaštita privatnosti i kolačići",
      description:
        "Kako Konoba Vitrina postupa s vašim osobnim podacima i koje kolačiće koristi ova stranica.",
      heading: "Zaštita privatnosti",
      introHtml: `<p>Voditelj obrade vaših osobnih podataka je ${controller}. Za sva pitanja o privatnosti pišite nam na ${privacyMail}.</p>`,
      dataTitle: "Koje podatke prikupljamo i zašto",
      dataHtml:
        "<p>Kad rezervirate stol, sobu ili termin u dvorani, ili naručite u web-trgovini, tražimo samo ono što nam treba da bismo vas uslužili: ime i prezime, adresu e-pošte, broj telefona, datum dolaska i broj gostiju, a za narudžbe i adresu dostave. Podatke obrađujemo radi izvršenja ugovora (članak 6. stavak 1. točka (b) Opće uredbe o zaštiti podataka) i ispunjavanja zakonskih obveza, primjerice prijave gostiju i izdavanja računa.</p><p>Vaše podatke ne prodajemo i ne ustupamo nikome za oglašavanje. Upite čuvamo godinu dana, a račune i prijave gostiju onoliko koliko propisuje zakon.</p>",
      cookiesTitle: "Kolačići",
      cookiesHtml: `<p>Ova stranica koristi samo nužne kolačiće, bez kojih ne bi radila. Ne koristimo kolačiće za analitiku ni oglašavanje i ne pratimo vas na drugim stranicama.</p>${cookieList(
        [
          "pamti odabrani jezik (365 dana)",
          "čuvaju sadržaj vaše košarice (godinu dana)",
          "podaci za kupnju bez registracije (30 dana)",
          "broj kartice vjernosti, ako ste ga upisali (30 dana)",
          "podaci o prijavi, dok se ne odjavite",
        ],
      )}<p>Za nužne kolačiće nije potrebna privola; obavijest o njima zatvarate gumbom „Slažem se”.</p>`,
      rightsTitle: "Vaša prava",
      rightsHtml: `<p>U svakom trenutku možete zatražiti pristup svojim podacima, njihov ispravak ili brisanje, ograničenje obrade i prijenos podataka te uložiti prigovor na obradu. Dovoljno je da nam pišete na ${privacyMail}; odgovorit ćemo najkasnije u roku od mjesec dana.</p><p>Ako smatrate da vaše podatke ne obrađujemo u skladu s propisima, možete podnijeti pritužbu Agenciji za zaštitu osobnih podataka (<a href="https://azop.hr" target="_blank" rel="noopener noreferrer">azop.hr</a>).</p>`,
      updated: "Posljednja izmjena: 1. ožujka 2026.",
    },
    en: {
      title: "Privacy and cookies",
      description:
        "How Konoba Vitrina handles your personal data and which cookies this website uses.",
      heading: "Privacy policy",
      introHtml: `<p>The controller of your personal data is ${controller}, Croatia. For any question about your privacy, write to us at ${privacyMail}.</p>`,
      dataTitle: "What we collect and why",
      dataHtml:
        "<p>When you book a table, a room or a date in the hall, or order from our online shop, we only ask for what we need to serve you: your name, e-mail address, phone number, arrival date and number of guests, and for orders also a delivery address. We process this data to perform our contract with you (Article 6(1)(b) of the General Data Protection Regulation) and to meet our legal obligations, such as registering guests and issuing invoices.</p><p>We never sell your data or pass it on for advertising. We keep enquiries for one year, and invoices and guest registrations for as long as the law requires.</p>",
      cookiesTitle: "Cookies",
      cookiesHtml: `<p>This website uses only necessary cookies, without which it would not work. We use no analytics or advertising cookies and do not track you on other websites.</p>${cookieList(
        [
          "remembers your language (365 days)",
          "keep the contents of your cart (one year)",
          "details for checking out without an account (30 days)",
          "your loyalty card number, if you entered one (30 days)",
          "sign-in details, until you sign out",
        ],
      )}<p>Necessary cookies do not need your consent; the “I agree” button simply closes the notice about them.</p>`,
      rightsTitle: "Your rights",
      rightsHtml: `<p>You can ask at any time to access, correct or erase your data, to restrict or object to its processing, or to receive it in a portable form. Just write to ${privacyMail}; we will reply within one month at the latest.</p><p>If you believe we do not process your data lawfully, you can lodge a complaint with the Croatian Personal Data Protection Agency (<a href="https://azop.hr" target="_blank" rel="noopener noreferrer">azop.hr</a>).</p>`,
      updated: "Last updated: 1 March 2026.",
    },
    de: {
      title: "Datenschutz und Cookies",
      description:
        "Wie die Konoba Vitrina mit Ihren personenbezogenen Daten umgeht und welche Cookies diese Website verwendet.",
      heading: "Datenschutzerklärung",
      introHtml: `<p>Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist die ${controller}, Kroatien. Bei Fragen zum Datenschutz schreiben Sie uns an ${privacyMail}.</p>`,
      dataTitle: "Welche Daten wir erheben und warum",
      dataHtml:
        "<p>Wenn Sie einen Tisch, ein Zimmer oder einen Termin im Festsaal reservieren oder in unserem Onlineshop bestellen, fragen wir nur, was wir dafür brauchen: Name, E-Mail-Adresse, Telefonnummer, Anreisedatum und Gästezahl, bei Bestellungen auch die Lieferadresse. Wir verarbeiten diese Daten zur Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO) und zur Erfüllung gesetzlicher Pflichten, etwa der Gästeanmeldung und der Rechnungsstellung.</p><p>Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken weiter. Anfragen bewahren wir ein Jahr auf, Rechnungen und Gästeanmeldungen so lange, wie es das Gesetz vorschreibt.</p>",
      cookiesTitle: "Cookies",
      cookiesHtml: `<p>Diese Website verwendet nur notwendige Cookies, ohne die sie nicht funktionieren würde. Analyse- oder Werbe-Cookies setzen wir nicht ein, und wir verfolgen Sie nicht auf anderen Websites.</p>${cookieList(
        [
          "speichert die gewählte Sprache (365 Tage)",
          "speichern den Inhalt Ihres Warenkorbs (ein Jahr)",
          "Angaben für den Kauf ohne Kundenkonto (30 Tage)",
          "Ihre Kundenkartennummer, falls Sie sie eingegeben haben (30 Tage)",
          "Anmeldedaten, bis Sie sich abmelden",
        ],
      )}<p>Für notwendige Cookies ist keine Einwilligung nötig; mit „Einverstanden“ schließen Sie lediglich den Hinweis.</p>`,
      rightsTitle: "Ihre Rechte",
      rightsHtml: `<p>Sie können jederzeit Auskunft über Ihre Daten, deren Berichtigung oder Löschung, die Einschränkung der Verarbeitung und die Datenübertragbarkeit verlangen sowie der Verarbeitung widersprechen. Schreiben Sie uns einfach an ${privacyMail}; wir antworten spätestens innerhalb eines Monats.</p><p>Wenn Sie meinen, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der kroatischen Datenschutzbehörde beschweren (Agencija za zaštitu osobnih podataka, <a href="https://azop.hr" target="_blank" rel="noopener noreferrer">azop.hr</a>).</p>`,
      updated: "Zuletzt geändert am 1. März 2026.",
    },
  },
});
