import type { FeatureItem, OpeningHoursProps } from "#generated/types.ts";
import { anchors, externalLink, mapUrl, venue } from "../paths.ts";
import { type PageCopy, columns, definePage, node } from "./build.ts";

type Copy = PageCopy & {
  heading: string;
  introHtml: string;
  contactTitle: string;
  contact: {
    phone: string;
    phoneText: string;
    mail: string;
    mailText: string;
    events: string;
    address: string;
  };
  hoursTitle: string;
  konoba: OpeningHoursProps;
  reception: OpeningHoursProps;
  country: string;
  directionsTitle: string;
  directionsHtml: string;
  form: FormCopy;
};

/** The contact form's texts in one language (issue 21): its fields are the same in all. */
type FormCopy = {
  title: string;
  submit: string;
  success: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  topics: [string, string, string];
  message: string;
};

/** The contact form (formSlug "kontakt", its consents the assignment "kontakt"). */
function contactForm(copy: FormCopy) {
  return node("form", "contact-form", {
    formSlug: "kontakt",
    title: copy.title,
    submitLabel: copy.submit,
    successMessage: copy.success,
    fields: [
      { type: "text", name: "ime", required: true, maxLength: 100 },
      { type: "email", name: "email", required: true },
      { type: "phone", name: "telefon" },
      { type: "select", name: "tema", options: ["stol", "soba", "dogadjaj"] },
      { type: "textarea", name: "poruka", required: true, maxLength: 2000 },
    ],
    labels: [
      { field: "ime", label: copy.name },
      { field: "email", label: copy.email },
      { field: "telefon", label: copy.phone },
      { field: "tema", label: copy.topic, options: copy.topics },
      { field: "poruka", label: copy.message },
    ],
  });
}

const street = `${venue.street}, ${venue.postalCode} ${venue.city}`;

function contactItems(copy: Copy): FeatureItem[] {
  const { contact } = copy;
  return [
    {
      icon: "phone",
      title: contact.phone,
      text: contact.phoneText,
      link: { kind: "static", href: venue.phoneHref },
    },
    {
      icon: "mail",
      title: contact.mail,
      text: contact.mailText,
      link: { kind: "static", href: `mailto:${venue.email}` },
    },
    {
      icon: "calendar",
      title: contact.events,
      text: venue.eventsEmail,
      link: { kind: "static", href: `mailto:${venue.eventsEmail}` },
    },
    {
      icon: "map-pin",
      title: contact.address,
      text: `${street}, ${copy.country}`,
      link: externalLink(mapUrl),
    },
  ];
}

/** Contact details, opening hours and the map (slugMain "contact", in the site's style). */
export const contact = definePage<Copy>({
  slugMain: "contact",
  build: (copy, language) => [
    node("heading", "contact-title", { text: copy.heading, level: 1, align: "center" }),
    node("rich-text", "contact-intro", { html: copy.introHtml, align: "center" }),
    node(
      "feature-list",
      "contact-details",
      { title: copy.contactTitle, columns: 4, items: contactItems(copy) },
      { mobileProps: { columns: 2 } },
    ),
    columns("contact-row", { gap: "large" }, [
      [
        node("heading", "contact-hours-title", {
          text: copy.hoursTitle,
          level: 2,
          anchor: anchors.hours[language],
        }),
        node("opening-hours", "contact-hours-konoba", copy.konoba),
        node("opening-hours", "contact-hours-reception", copy.reception),
      ],
      [
        node(
          "map",
          "contact-map",
          {
            title: venue.brand,
            address: `${street}, ${copy.country}`,
            lat: venue.latitude,
            lng: venue.longitude,
            zoom: 16,
            height: 420,
          },
          { mobileProps: { height: 300 } },
        ),
        node("heading", "contact-directions-title", { text: copy.directionsTitle, level: 3 }),
        node("rich-text", "contact-directions", { html: copy.directionsHtml }),
      ],
    ]),
    contactForm(copy.form),
  ],
  copy: {
    hr: {
      title: "Kontakt",
      description:
        "Adresa, telefon, e-pošta i radno vrijeme Konobe Vitrina u Primoštenu. Rezervirajte stol, sobu ili termin u dvorani.",
      heading: "Kontakt i rezervacije",
      introHtml:
        "<p>Stol, sobu ili termin u dvorani najlakše ćete rezervirati telefonom. Na poruke odgovaramo istoga dana, a ljeti najkasnije sutradan ujutro.</p>",
      contactTitle: "Javite nam se",
      contact: {
        phone: "Telefon",
        phoneText: `Konoba: ${venue.phone} · WhatsApp i Viber: ${venue.mobile}`,
        mail: "E-pošta",
        mailText: `${venue.email} – rezervacije i upiti`,
        events: "Vjenčanja i događanja",
        address: "Adresa",
      },
      hoursTitle: "Radno vrijeme",
      konoba: {
        title: "Konoba",
        rows: [
          { days: "Travanj – listopad, svaki dan", hours: "12:00 – 23:00" },
          { days: "Studeni – ožujak, petak i subota", hours: "17:00 – 22:00" },
          { days: "Nedjelja (zimi)", hours: "12:00 – 16:00" },
        ],
        note: "Kuhinja prima narudžbe do 22:15. Za Božić i Novu godinu radimo uz rezervaciju.",
      },
      reception: {
        title: "Recepcija smještaja",
        rows: [{ days: "Svaki dan", hours: "8:00 – 21:00" }],
        note: "Stižete kasnije? Javite nam i ostavit ćemo vam ključ u sefu za ključeve.",
      },
      country: "Hrvatska",
      directionsTitle: "Kako do nas",
      directionsHtml:
        "<p>Autocestom A1 izađite na čvoru Vrpolje i pratite putokaze za Primošten; odande je dvadesetak minuta vožnje. Iz Splita i Šibenika stiže se i Jadranskom magistralom (D8). Parkiralište je iza kuće, a autobusna stanica na pet minuta hoda. Do zračne luke Split vozi se oko 45 minuta.</p>",
      form: {
        title: "Pišite nam",
        submit: "Pošalji",
        success: "Hvala! Odgovorit ćemo vam unutar jednog dana.",
        name: "Ime i prezime",
        email: "E-pošta",
        phone: "Telefon",
        topic: "Tema",
        topics: ["Stol", "Soba", "Događanje"],
        message: "Poruka",
      },
    },
    en: {
      title: "Contact",
      description:
        "Address, phone, e-mail and opening hours of Konoba Vitrina in Primošten. Book a table, a room or a date in the hall.",
      heading: "Contact and bookings",
      introHtml:
        "<p>The easiest way to book a table, a room or a date in the hall is to give us a call. We answer messages the same day – in summer, by the next morning at the latest.</p>",
      contactTitle: "Get in touch",
      contact: {
        phone: "Phone",
        phoneText: `Konoba: ${venue.phone} · WhatsApp and Viber: ${venue.mobile}`,
        mail: "E-mail",
        mailText: `${venue.email} – bookings and questions`,
        events: "Weddings and events",
        address: "Address",
      },
      hoursTitle: "Opening hours",
      konoba: {
        title: "Konoba",
        rows: [
          { days: "April – October, daily", hours: "12:00 – 23:00" },
          { days: "November – March, Friday and Saturday", hours: "17:00 – 22:00" },
          { days: "Sunday (winter)", hours: "12:00 – 16:00" },
        ],
        note: "Last orders at 22:15. Over Christmas and New Year we are open by reservation.",
      },
      reception: {
        title: "Reception (rooms)",
        rows: [{ days: "Daily", hours: "8:00 – 21:00" }],
        note: "Arriving later? Let us know and we will leave your key in the key safe.",
      },
      country: "Croatia",
      directionsTitle: "Getting here",
      directionsHtml:
        "<p>On the A1 motorway, take the Vrpolje exit and follow the signs for Primošten; it is about twenty minutes from there. From Split and Šibenik you can also take the coast road (D8). Parking is behind the house, and the bus stop is a five-minute walk away. Split Airport is about 45 minutes by car.</p>",
      form: {
        title: "Write to us",
        submit: "Send",
        success: "Thank you! We will reply within a day.",
        name: "Name",
        email: "E-mail",
        phone: "Phone",
        topic: "About",
        topics: ["A table", "A room", "An event"],
        message: "Message",
      },
    },
    de: {
      title: "Kontakt",
      description:
        "Adresse, Telefon, E-Mail und Öffnungszeiten der Konoba Vitrina in Primošten. Reservieren Sie einen Tisch, ein Zimmer oder einen Termin im Festsaal.",
      heading: "Kontakt und Reservierung",
      introHtml:
        "<p>Einen Tisch, ein Zimmer oder einen Termin im Festsaal reservieren Sie am einfachsten telefonisch. Nachrichten beantworten wir noch am selben Tag, im Sommer spätestens am nächsten Morgen.</p>",
      contactTitle: "So erreichen Sie uns",
      contact: {
        phone: "Telefon",
        phoneText: `Konoba: ${venue.phone} · WhatsApp und Viber: ${venue.mobile}`,
        mail: "E-Mail",
        mailText: `${venue.email} – Reservierungen und Fragen`,
        events: "Hochzeiten und Feiern",
        address: "Adresse",
      },
      hoursTitle: "Öffnungszeiten",
      konoba: {
        title: "Konoba",
        rows: [
          { days: "April – Oktober, täglich", hours: "12:00 – 23:00" },
          { days: "November – März, Freitag und Samstag", hours: "17:00 – 22:00" },
          { days: "Sonntag (im Winter)", hours: "12:00 – 16:00" },
        ],
        note: "Küche bis 22:15 Uhr. Über Weihnachten und Neujahr nur mit Reservierung.",
      },
      reception: {
        title: "Rezeption (Zimmer)",
        rows: [{ days: "Täglich", hours: "8:00 – 21:00" }],
        note: "Sie kommen später an? Sagen Sie uns Bescheid, dann hinterlegen wir den Schlüssel im Schlüsseltresor.",
      },
      country: "Kroatien",
      directionsTitle: "Anfahrt",
      directionsHtml:
        "<p>Auf der Autobahn A1 nehmen Sie die Ausfahrt Vrpolje und folgen der Beschilderung nach Primošten; von dort sind es etwa zwanzig Minuten. Aus Split und Šibenik erreichen Sie uns auch über die Küstenstraße (D8). Parkplätze gibt es hinter dem Haus, die Bushaltestelle ist fünf Gehminuten entfernt. Zum Flughafen Split fahren Sie etwa 45 Minuten.</p>",
      form: {
        title: "Schreiben Sie uns",
        submit: "Senden",
        success: "Danke! Wir antworten innerhalb eines Tages.",
        name: "Name",
        email: "E-Mail",
        phone: "Telefon",
        topic: "Worum geht es",
        topics: ["Ein Tisch", "Ein Zimmer", "Eine Veranstaltung"],
        message: "Nachricht",
      },
    },
  },
});
