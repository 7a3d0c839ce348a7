import type { FeatureItem } from "#generated/types.ts";
import { anchors, pageLink, venue } from "../paths.ts";
import { columns, definePage, demoImage, node, type PageCopy } from "./build.ts";

type Copy = PageCopy & {
  heroSubtitle: string;
  heroCta: string;
  introHtml: string;
  weddings: string;
  weddingsHtml: string;
  featuresTitle: string;
  features: [string, string][];
  celebrations: string;
  celebrationsHtml: string;
  imageAlt: string;
  eventsTitle: string;
  ctaTitle: string;
  ctaText: string;
};

const icons: FeatureItem["icon"][] = ["users", "music", "utensils", "bed", "car", "calendar"];
const mail = `<a href="mailto:${venue.eventsEmail}">${venue.eventsEmail}</a>`;

/** The event hall (slugMain "hall", its content in bells). */
export const hall = definePage<Copy>({
  slugMain: "hall",
  // the hall and the rooms keep their own look inside the site's frame (spec 1)
  settings: { landingStyle: "bells" },
  build: (copy, language) => [
    node("hero", "hall-hero", {
      title: copy.title,
      subtitle: copy.heroSubtitle,
      image: demoImage("hall"),
      overlay: 35,
      height: "large",
      align: "left",
      cta: { label: copy.heroCta, link: pageLink("contact", language) },
    }),
    node("rich-text", "hall-intro", { html: copy.introHtml, align: "center" }),
    node("heading", "hall-weddings", {
      text: copy.weddings,
      level: 2,
      anchor: anchors.weddings[language],
    }),
    node("rich-text", "hall-weddings-text", { html: copy.weddingsHtml }),
    node(
      "feature-list",
      "hall-features",
      {
        title: copy.featuresTitle,
        columns: 3,
        items: copy.features.map(([title, text], index) => ({
          icon: icons[index] ?? "star",
          title,
          text,
        })),
      },
      { mobileProps: { columns: 2 } },
    ),
    columns("hall-celebrations-row", { gap: "large", verticalAlign: "center" }, [
      [
        node("image", "hall-image", {
          src: demoImage("terrace"),
          alt: copy.imageAlt,
          width: 1600,
          height: 900,
          rounded: true,
        }),
      ],
      [
        node("heading", "hall-celebrations", {
          text: copy.celebrations,
          level: 2,
          anchor: anchors.celebrations[language],
        }),
        node("rich-text", "hall-celebrations-text", { html: copy.celebrationsHtml }),
      ],
    ]),
    node("events", "hall-events", { title: copy.eventsTitle, when: "upcoming", limit: 3 }),
    node("call-to-action", "hall-cta", {
      title: copy.ctaTitle,
      text: copy.ctaText,
      button: { label: copy.heroCta, link: pageLink("contact", language) },
      background: "dark",
    }),
  ],
  copy: {
    hr: {
      title: "Dvorana Maslina",
      description:
        "Dvorana za vjenčanja, krštenja, rođendane i poslovne skupove do 180 gostiju, s terasom nad morem i kuhinjom Konobe Vitrina u Primoštenu.",
      heroSubtitle:
        "Vjenčanja, obiteljska slavlja i poslovni skupovi do 180 gostiju, s terasom nad morem.",
      heroCta: "Pošaljite upit",
      introHtml:
        "<p>Dvoranu smo 2018. uredili na mjestu stare uljare, gdje se nekad prešala maslina s cijelog brda. Kamen, drvene grede i veliki prozori prema moru ostali su, a dodali smo pozornicu, dobar razglas i kuhinju koja može ugostiti i najveće svadbe.</p>",
      weddings: "Vjenčanja",
      weddingsHtml:
        "<p>Od prvog razgovora do posljednjeg plesa uz vas je jedna osoba iz naše obitelji. Zajedno slažemo jelovnik, raspored stolova i tijek večeri, a preporučit ćemo i glazbu, cvjećarnicu i fotografa s kojima godinama surađujemo.</p><ul><li>građanski obred na terasi uz more</li><li>domjenak dobrodošlice s pršutom, sirom i prošekom</li><li>svečana večera od pet sljedova ili bogat švedski stol</li><li>apartman za mladence, naš poklon</li></ul>",
      featuresTitle: "Što dvorana nudi",
      features: [
        [
          "Do 180 gostiju",
          "Za svečanu večeru sjeda 180 gostiju, a na koktel ih stane do 250. Manja slavlja smjestimo u zasebni dio dvorane.",
        ],
        [
          "Pozornica i razglas",
          "Pozornica za bend, ozvučenje i rasvjeta. Rado ćemo preporučiti glazbenike s kojima volimo raditi.",
        ],
        [
          "Jelovnik po vašoj mjeri",
          "Jelovnik sastavljamo zajedno s vama, uz probnu večeru za mladence. Mislimo i na vegetarijance i na djecu.",
        ],
        [
          "Sobe za goste",
          "Četiri sobe i dva apartmana iznad konobe: gosti koji dolaze izdaleka spavaju odmah iza ugla.",
        ],
        ["Parkiralište", "Besplatno parkiralište za 60 automobila odmah uz dvoranu."],
        [
          "Termini",
          "Vjenčanja primamo od travnja do listopada, a slavlja i skupove tijekom cijele godine.",
        ],
      ],
      celebrations: "Proslave i poslovni skupovi",
      celebrationsHtml: `<p>Krštenja, pričesti, rođendani, godišnjice mature ili božićni domjenak tvrtke – dvoranu uređujemo prema prigodi i broju gostiju. Za poslovne skupove i radionice tu su projektor, platno, bežični internet i pauze za kavu s domaćim kolačima.</p><p>Za ponudu nam pišite na ${mail} i navedite datum, broj gostiju i vrstu događanja.</p>`,
      imageAlt: "Svečano postavljena dvorana s kamenim zidovima i svjetlima iznad stolova",
      eventsTitle: "Nadolazeći događaji",
      ctaTitle: "Slobodni termini za 2026. i 2027.",
      ctaText:
        "Subote u lipnju i rujnu brzo se popune. Javite nam datum i broj gostiju, a ponudu ćete dobiti u roku od dva dana.",
    },
    en: {
      title: "The Maslina Hall",
      description:
        "An event hall for weddings, christenings, birthdays and business events of up to 180 guests, with a terrace above the sea and the kitchen of Konoba Vitrina in Primošten.",
      heroSubtitle:
        "Weddings, family celebrations and business events for up to 180 guests, with a terrace above the sea.",
      heroCta: "Send an enquiry",
      introHtml:
        "<p>We opened the hall in 2018 on the site of the old olive mill, where olives from the whole hillside were once pressed. The stone walls, wooden beams and tall windows facing the sea stayed; we added a stage, a proper sound system and a kitchen that can cater for even the biggest wedding.</p>",
      weddings: "Weddings",
      weddingsHtml:
        "<p>From the first conversation to the last dance, one member of our family looks after you. Together we plan the menu, the seating and the running order of the evening, and we can recommend the musicians, florist and photographer we have worked with for years.</p><ul><li>a civil ceremony on the terrace by the sea</li><li>a welcome reception with prosciutto, cheese and Prošek</li><li>a five-course dinner or a generous buffet</li><li>the honeymoon apartment, with our compliments</li></ul>",
      featuresTitle: "What the hall offers",
      features: [
        [
          "Up to 180 guests",
          "The hall seats 180 for dinner and holds up to 250 for a drinks reception. Smaller parties get a section of their own.",
        ],
        [
          "Stage and sound",
          "A stage for the band, sound and lighting. We are happy to recommend musicians we enjoy working with.",
        ],
        [
          "A menu made for you",
          "We put the menu together with you, including a tasting dinner for the couple. Vegetarians and children are well looked after.",
        ],
        [
          "Rooms for your guests",
          "Four rooms and two apartments above the konoba, so guests who travel far can stay just around the corner.",
        ],
        ["Parking", "Free parking for 60 cars right next to the hall."],
        [
          "Dates",
          "We host weddings from April to October, and parties and meetings all year round.",
        ],
      ],
      celebrations: "Parties and business events",
      celebrationsHtml: `<p>Christenings, first communions, birthdays, class reunions or the office Christmas party – we set up the hall to suit the occasion and the number of guests. For meetings and workshops there is a projector, a screen, Wi-Fi and coffee breaks with home-made cakes.</p><p>For a quote, write to ${mail} with the date, the number of guests and the kind of event.</p>`,
      imageAlt: "The hall laid for a celebration, with stone walls and lights above the tables",
      eventsTitle: "Upcoming events",
      ctaTitle: "Dates available in 2026 and 2027",
      ctaText:
        "Saturdays in June and September fill up fast. Tell us your date and the number of guests, and we will send you a quote within two days.",
    },
    de: {
      title: "Festsaal Maslina",
      description:
        "Festsaal für Hochzeiten, Taufen, Geburtstage und Firmenveranstaltungen mit bis zu 180 Gästen, mit Terrasse über dem Meer und der Küche der Konoba Vitrina in Primošten.",
      heroSubtitle:
        "Hochzeiten, Familienfeiern und Firmenveranstaltungen für bis zu 180 Gäste, mit Terrasse über dem Meer.",
      heroCta: "Anfrage senden",
      introHtml:
        "<p>Den Saal haben wir 2018 an der Stelle der alten Ölmühle eingerichtet, in der früher die Oliven vom ganzen Hang gepresst wurden. Die Steinmauern, die Holzbalken und die hohen Fenster zum Meer sind geblieben; dazu kamen eine Bühne, eine gute Tonanlage und eine Küche, die auch große Hochzeiten bewirten kann.</p>",
      weddings: "Hochzeiten",
      weddingsHtml:
        "<p>Vom ersten Gespräch bis zum letzten Tanz begleitet Sie ein Mitglied unserer Familie. Gemeinsam planen wir Menü, Sitzordnung und Ablauf des Abends und empfehlen Ihnen Musiker, Floristin und Fotografen, mit denen wir seit Jahren zusammenarbeiten.</p><ul><li>standesamtliche Trauung auf der Terrasse am Meer</li><li>Empfang mit Pršut, Käse und Prošek</li><li>festliches Fünf-Gänge-Menü oder reichhaltiges Buffet</li><li>das Apartment für das Brautpaar als unser Geschenk</li></ul>",
      featuresTitle: "Was der Saal bietet",
      features: [
        [
          "Bis zu 180 Gäste",
          "Beim Festessen finden 180 Gäste Platz, beim Stehempfang bis zu 250. Kleinere Feiern bekommen einen eigenen Bereich.",
        ],
        [
          "Bühne und Tontechnik",
          "Bühne für die Band, Beschallung und Licht. Auf Wunsch empfehlen wir Musiker, mit denen wir gern zusammenarbeiten.",
        ],
        [
          "Ein Menü nach Ihren Wünschen",
          "Das Menü stellen wir gemeinsam mit Ihnen zusammen, mit Probeessen für das Brautpaar. Auch an Vegetarier und Kinder ist gedacht.",
        ],
        [
          "Zimmer für Ihre Gäste",
          "Vier Zimmer und zwei Apartments über der Konoba – Gäste mit weiter Anreise wohnen gleich um die Ecke.",
        ],
        ["Parkplatz", "Kostenloser Parkplatz für 60 Autos direkt neben dem Saal."],
        [
          "Termine",
          "Hochzeiten richten wir von April bis Oktober aus, Feiern und Tagungen das ganze Jahr über.",
        ],
      ],
      celebrations: "Feiern und Firmenevents",
      celebrationsHtml: `<p>Taufe, Erstkommunion, Geburtstag, Klassentreffen oder die Weihnachtsfeier der Firma – wir richten den Saal nach Anlass und Gästezahl ein. Für Tagungen und Workshops gibt es Beamer, Leinwand, WLAN und Kaffeepausen mit hausgemachtem Kuchen.</p><p>Für ein Angebot schreiben Sie uns an ${mail}, mit Datum, Gästezahl und Art der Veranstaltung.</p>`,
      imageAlt: "Festlich gedeckter Saal mit Steinmauern und Lichterketten über den Tischen",
      eventsTitle: "Kommende Veranstaltungen",
      ctaTitle: "Freie Termine 2026 und 2027",
      ctaText:
        "Die Samstage im Juni und September sind schnell vergeben. Nennen Sie uns Datum und Gästezahl – unser Angebot erhalten Sie innerhalb von zwei Tagen.",
    },
  },
});
