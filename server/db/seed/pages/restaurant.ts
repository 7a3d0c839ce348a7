import type { FeatureItem } from "#generated/types.ts";
import { pageLink, venue } from "../paths.ts";
import { columns, definePage, demoImage, node, type PageCopy } from "./build.ts";

type Copy = PageCopy & {
  heroTitle: string;
  heroSubtitle: string;
  heroCta: string;
  featuresTitle: string;
  features: [string, string][];
  pekaTitle: string;
  pekaHtml: string;
  pekaButton: string;
  pekaAlt: string;
  listTitle: string;
  shopTitle: string;
  quote: string;
  quoteRole: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
  newsletter: { title: string; text: string; buttonLabel: string; successMessage: string };
};

const featureIcons: FeatureItem["icon"][] = ["utensils", "leaf", "wine", "sun"];

/** The home page (HomePageSlug "restaurant": the whole site wears vitrina). */
export const restaurant = definePage<Copy>({
  slugMain: "restaurant",
  build: (copy, language) => [
    node(
      "hero",
      "home-hero",
      {
        title: copy.heroTitle,
        subtitle: copy.heroSubtitle,
        image: demoImage("sea"),
        overlay: 30,
        height: "full",
        align: "center",
        cta: { label: copy.heroCta, link: pageLink("contact", language) },
      },
      { mobileProps: { height: "large" } },
    ),
    node(
      "feature-list",
      "home-features",
      {
        title: copy.featuresTitle,
        columns: 4,
        items: copy.features.map(([title, text], index) => ({
          icon: featureIcons[index] ?? "star",
          title,
          text,
        })),
      },
      { mobileProps: { columns: 2 } },
    ),
    columns("home-peka", { gap: "large", verticalAlign: "center" }, [
      [
        node("heading", "home-peka-heading", { text: copy.pekaTitle, level: 2 }),
        node("rich-text", "home-peka-text", { html: copy.pekaHtml }),
        node("button", "home-peka-button", {
          label: copy.pekaButton,
          link: pageLink("menu", language),
          variant: "outlined",
        }),
      ],
      [
        node("image", "home-peka-image", {
          src: demoImage("peka"),
          alt: copy.pekaAlt,
          width: 1600,
          height: 1000,
          rounded: true,
        }),
      ],
    ]),
    node("spacer", "home-spacer", { height: 32 }, { mobileProps: { height: 16 } }),
    node("page-list", "home-pages", {
      title: copy.listTitle,
      slugMains: ["hall", "accommodation", "menu"],
      layout: "cards",
    }),
    node("featured-products", "home-shop", { title: copy.shopTitle, limit: 6 }),
    node("quote", "home-quote", {
      text: copy.quote,
      author: "Katarina & Thomas",
      role: copy.quoteRole,
    }),
    node("call-to-action", "home-cta", {
      title: copy.ctaTitle,
      text: copy.ctaText,
      button: { label: copy.ctaButton, link: pageLink("contact", language) },
      background: "primary",
    }),
    node("newsletter", "home-newsletter", copy.newsletter),
  ],
  copy: {
    hr: {
      title: "Restoran",
      description:
        "Obiteljska konoba u Primoštenu: riba iz jutarnjeg ulova, peka, domaće maslinovo ulje i babić s primoštenskih vinograda, na terasi uz samo more.",
      heroTitle: "Okusi Dalmacije na terasi uz more",
      heroSubtitle:
        "Obiteljska konoba u Primoštenu od 1987. Riba iz jutarnjeg ulova, jela ispod peke i babić iz našeg vinograda.",
      heroCta: "Rezervirajte stol",
      featuresTitle: "Domaće, sezonsko, iz susjedstva",
      features: [
        [
          "Riba iz jutarnjeg ulova",
          "Ribari iz primoštenske lučice donose nam ulov u zoru. Na ploči pišemo samo ono što je more taj dan dalo.",
        ],
        [
          "Maslinovo ulje s našeg imanja",
          "Dvjestotinjak stabala oblice na obiteljskom imanju iznad mjesta daje ulje kojim zalijevamo gotovo svako jelo.",
        ],
        [
          "Babić s primoštenskih kamenjara",
          "Crno vino iz vinograda ograđenih suhozidom, koje je naš did sadio vlastitim rukama. Točimo ga i na čašu.",
        ],
        [
          "Terasa dva koraka od mora",
          "Četrdesetak mjesta pod borovima, s pogledom na otočiće i zalazak sunca. Za stol uz sam rub terase nazovite ranije.",
        ],
      ],
      pekaTitle: "Peka se naručuje dan ranije",
      pekaHtml:
        "<p>Hobotnica, janjetina ili teletina s krumpirom polako se peku pod željeznim zvonom, zatrpanim žarom iz komina. Peka traje gotovo dva sata, zato je naručite barem dan ranije – telefonom ili porukom.</p><p>Jedna peka dovoljna je za dvije do četiri osobe, a uz nju preporučujemo čašu babića ili pošipa.</p>",
      pekaButton: "Pogledajte jelovnik",
      pekaAlt: "Peka na žaru u kominu",
      listTitle: "Restoran, dvorana i sobe pod istim krovom",
      shopTitle: "Iz naše konobe na vaš stol",
      quote:
        "Najbolja hobotnica ispod peke koju smo jeli na cijeloj obali. Vratili smo se već treći put – zbog hrane, ali i zbog domaćina.",
      quoteRole: "gosti iz Graza",
      ctaTitle: "Stol za večeras?",
      ctaText: `Nazovite nas na ${venue.phone} ili pošaljite upit. Ljeti su stolovi uz more rezervirani danima unaprijed.`,
      ctaButton: "Rezervacija",
      newsletter: {
        title: "Novosti iz konobe",
        text: "Jednom mjesečno: nova jela s ploče, berba, vinske večeri i termini za peku.",
        buttonLabel: "Prijavi se",
        successMessage: "Hvala! Poslali smo vam e-poruku: prijavu potvrdite poveznicom iz nje.",
      },
    },
    en: {
      title: "Restaurant",
      description:
        "A family-run konoba in Primošten: fish from the morning catch, dishes slow-cooked under the peka, our own olive oil and Babić wine, on a terrace right by the sea.",
      heroTitle: "A taste of Dalmatia on a terrace by the sea",
      heroSubtitle:
        "A family konoba in Primošten since 1987. Fish from the morning catch, dishes from under the peka and Babić from our own vineyard.",
      heroCta: "Book a table",
      featuresTitle: "Home-grown, seasonal, from just down the road",
      features: [
        [
          "Fish from the morning catch",
          "Fishermen from Primošten's little harbour bring us their catch at dawn. The board lists only what the sea gave us that day.",
        ],
        [
          "Olive oil from our own grove",
          "Some two hundred Oblica olive trees on the family land above the village give us the oil we pour over almost every dish.",
        ],
        [
          "Babić from the stony vineyards",
          "A red wine from vineyards walled in dry stone, planted by our grandfather with his own hands. Also served by the glass.",
        ],
        [
          "A terrace steps from the sea",
          "About forty seats under the pines, looking out over the islets and the sunset. Call ahead for a table at the water's edge.",
        ],
      ],
      pekaTitle: "Order your peka a day ahead",
      pekaHtml:
        "<p>Octopus, lamb or veal with potatoes, slowly roasted under an iron bell covered in embers from the open hearth. A peka takes almost two hours, so please order it at least a day in advance, by phone or message.</p><p>One peka serves two to four people; we suggest a glass of Babić or Pošip alongside.</p>",
      pekaButton: "See the menu",
      pekaAlt: "A peka in the embers of the open hearth",
      listTitle: "Restaurant, event hall and rooms under one roof",
      shopTitle: "From our konoba to your table",
      quote:
        "The best octopus peka we've had anywhere on the coast. We've been back three times now – for the food, and for the hosts.",
      quoteRole: "guests from Graz",
      ctaTitle: "A table for tonight?",
      ctaText: `Call us on ${venue.phone} or send us a message. In summer, the tables by the sea are booked days ahead.`,
      ctaButton: "Book a table",
      newsletter: {
        title: "News from the konoba",
        text: "Once a month: new dishes on the board, the harvest, wine evenings and peka dates.",
        buttonLabel: "Subscribe",
        successMessage: "Thank you! We sent you an e-mail: confirm with the link in it.",
      },
    },
    de: {
      title: "Restaurant",
      description:
        "Familiengeführte Konoba in Primošten: Fisch aus dem Morgenfang, Gerichte aus der Peka, Olivenöl aus eigenem Anbau und Babić-Wein – auf einer Terrasse direkt am Meer.",
      heroTitle: "Dalmatinische Küche auf der Terrasse am Meer",
      heroSubtitle:
        "Familien-Konoba in Primošten seit 1987. Fisch aus dem Morgenfang, Gerichte aus der Peka und Babić aus dem eigenen Weinberg.",
      heroCta: "Tisch reservieren",
      featuresTitle: "Hausgemacht, saisonal, aus der Nachbarschaft",
      features: [
        [
          "Fisch aus dem Morgenfang",
          "Die Fischer aus dem kleinen Hafen von Primošten bringen uns ihren Fang im Morgengrauen. Auf der Tafel steht nur, was das Meer an diesem Tag hergegeben hat.",
        ],
        [
          "Olivenöl aus eigenem Hain",
          "Rund zweihundert Olivenbäume der Sorte Oblica oberhalb des Ortes liefern das Öl, mit dem wir fast jedes Gericht verfeinern.",
        ],
        [
          "Babić von den Steinterrassen",
          "Rotwein aus Weinbergen mit Trockensteinmauern, die unser Großvater eigenhändig angelegt hat. Auch glasweise.",
        ],
        [
          "Terrasse direkt am Wasser",
          "Rund vierzig Plätze unter Pinien, mit Blick auf die Inselchen und den Sonnenuntergang. Für einen Tisch am Wasser rufen Sie am besten vorher an.",
        ],
      ],
      pekaTitle: "Die Peka bitte einen Tag vorher bestellen",
      pekaHtml:
        "<p>Oktopus, Lamm oder Kalb mit Kartoffeln garen langsam unter einer eisernen Glocke, bedeckt mit Glut aus dem offenen Herd. Eine Peka braucht fast zwei Stunden – bestellen Sie sie deshalb bitte mindestens einen Tag im Voraus, telefonisch oder per Nachricht.</p><p>Eine Peka reicht für zwei bis vier Personen; dazu empfehlen wir ein Glas Babić oder Pošip.</p>",
      pekaButton: "Zur Speisekarte",
      pekaAlt: "Peka in der Glut des offenen Herdes",
      listTitle: "Restaurant, Festsaal und Zimmer unter einem Dach",
      shopTitle: "Aus unserer Konoba auf Ihren Tisch",
      quote:
        "Der beste Oktopus aus der Peka, den wir an der ganzen Küste gegessen haben. Wir waren schon dreimal hier – wegen des Essens und wegen der Gastgeber.",
      quoteRole: "Gäste aus Graz",
      ctaTitle: "Ein Tisch für heute Abend?",
      ctaText: `Rufen Sie uns an unter ${venue.phone} oder schreiben Sie uns. Im Sommer sind die Tische am Meer oft Tage im Voraus vergeben.`,
      ctaButton: "Tisch reservieren",
      newsletter: {
        title: "Neues aus der Konoba",
        text: "Einmal im Monat: neue Gerichte, die Weinlese, Weinabende und Peka-Termine.",
        buttonLabel: "Anmelden",
        successMessage:
          "Danke! Wir haben Ihnen eine E-Mail geschickt: Bestätigen Sie mit dem Link darin.",
      },
    },
  },
});
