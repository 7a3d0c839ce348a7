import type { FeatureItem } from "#generated/types.ts";
import { pageLink } from "../paths.ts";
import { columns, definePage, demoImage, eur, node, type PageCopy } from "./build.ts";

type Room = { name: string; html: string; alt: string };

type Copy = PageCopy & {
  heroTitle: string;
  heroSubtitle: string;
  introHtml: string;
  rooms: [Room, Room, Room];
  featuresTitle: string;
  features: [string, string][];
  termsTitle: string;
  termsHtml: string;
  button: string;
};

const icons: FeatureItem["icon"][] = ["wifi", "car", "utensils", "sun"];
const roomImages = [demoImage("room"), demoImage("olive-grove"), demoImage("terrace")];

/** Rooms and apartments (slugMain "accommodation", its content in helena). */
export const accommodation = definePage<Copy>({
  slugMain: "accommodation",
  // the hall and the rooms keep their own look inside the site's frame (spec 1)
  settings: { landingStyle: "helena" },
  build: (copy, language) => [
    node("hero", "stay-hero", {
      title: copy.heroTitle,
      subtitle: copy.heroSubtitle,
      image: demoImage("room"),
      overlay: 25,
      height: "medium",
      align: "center",
    }),
    node("rich-text", "stay-intro", { html: copy.introHtml }),
    columns(
      "stay-rooms",
      { gap: "medium" },
      copy.rooms.map((room, index) => [
        node("image", `stay-room-${index + 1}-image`, {
          src: roomImages[index] ?? demoImage("room"),
          alt: room.alt,
          width: 1600,
          height: 1000,
          rounded: true,
        }),
        // h2: the rooms follow the page title (h1) directly, and levels never skip
        node("heading", `stay-room-${index + 1}-title`, { text: room.name, level: 2 }),
        node("rich-text", `stay-room-${index + 1}-text`, { html: room.html }),
      ]),
      { gap: "small" },
    ),
    node(
      "feature-list",
      "stay-features",
      {
        title: copy.featuresTitle,
        columns: 4,
        items: copy.features.map(([title, text], index) => ({
          icon: icons[index] ?? "star",
          title,
          text,
        })),
      },
      { mobileProps: { columns: 2 } },
    ),
    node("heading", "stay-terms-title", { text: copy.termsTitle, level: 2 }),
    node("rich-text", "stay-terms", { html: copy.termsHtml }),
    node(
      "button",
      "stay-button",
      { label: copy.button, link: pageLink("contact", language), variant: "filled", size: "big" },
      { mobileProps: { size: "medium" } },
    ),
  ],
  copy: {
    hr: {
      title: "Sobe i apartmani",
      description:
        "Četiri sobe i dva apartmana iznad Konobe Vitrina u Primoštenu, 150 metara od plaže, s doručkom od domaćih namirnica i besplatnim parkiralištem.",
      heroTitle: "Sobe i apartmani iznad konobe",
      heroSubtitle: "Probudite se uz miris kave i pogled na more, 150 metara od plaže.",
      introHtml:
        "<p>Na katu obiteljske kuće uredili smo četiri sobe i dva apartmana. Kamene zidove i drvene škure zadržali smo, a dodali udobne krevete, klimu i kupaonice s tušem. Doručak poslužujemo na terasi konobe: domaći kruh, sir, pršut, jaja od susjedinih kokoši i smokve iz vrta.</p>",
      rooms: [
        {
          name: "Dvokrevetna soba s balkonom",
          html: `<p>Tri sobe za dvoje, s bračnim ili odvojenim krevetima i balkonom prema moru ili vrtu.</p><p><strong>od ${eur.hr(85)} za noćenje s doručkom</strong></p>`,
          alt: "Soba s bijelom posteljinom i prozorom prema moru",
        },
        {
          name: "Obiteljska soba",
          html: `<p>Prostrana soba za dvoje odraslih i dvoje djece, s dječjim krevetićem na upit i pogledom na maslinik.</p><p><strong>od ${eur.hr(120)} za noćenje s doručkom</strong></p>`,
          alt: "Maslinik iza kuće u popodnevnom suncu",
        },
        {
          name: "Apartman s pogledom na more",
          html: `<p>Dva apartmana za do četiri osobe, s kuhinjom, dnevnim boravkom i terasom s koje se vidi cijeli primoštenski poluotok.</p><p><strong>od ${eur.hr(140)} za noćenje</strong></p>`,
          alt: "Terasa apartmana s pogledom na more i poluotok",
        },
      ],
      featuresTitle: "Uključeno u boravak",
      features: [
        ["Bežični internet", "Brzi internet u svim sobama i na terasi."],
        ["Parkiralište", "Besplatno parkirno mjesto za svaku sobu i apartman."],
        [
          "Doručak u konobi",
          `Od 8 do 10:30 sati, od domaćih namirnica. Gosti apartmana mogu ga doplatiti ${eur.hr(12)}.`,
        ],
        ["Plaža na 150 metara", "Šljunčana plaža i borova šuma, pet minuta hoda od kuće."],
      ],
      termsTitle: "Dobro je znati",
      termsHtml:
        "<ul><li>Prijava od 14 do 21 sat, odjava do 10 sati; ako stižete kasnije, samo nam javite.</li><li>Ljeti primamo boravke od najmanje tri noćenja.</li><li>Boravišna pristojba nije uključena u cijenu.</li><li>Kućni ljubimci dobrodošli su u apartmanima, uz prethodnu najavu.</li><li>Gosti smještaja imaju 10 % popusta u konobi.</li></ul>",
      button: "Provjerite slobodne termine",
    },
    en: {
      title: "Rooms and apartments",
      description:
        "Four rooms and two apartments above Konoba Vitrina in Primošten, 150 metres from the beach, with a home-made breakfast and free parking.",
      heroTitle: "Rooms and apartments above the konoba",
      heroSubtitle:
        "Wake up to the smell of coffee and a view of the sea, 150 metres from the beach.",
      introHtml:
        "<p>On the upper floor of our family house we have four rooms and two apartments. We kept the stone walls and wooden shutters and added comfortable beds, air conditioning and bathrooms with walk-in showers. Breakfast is served on the konoba terrace: home-baked bread, cheese, prosciutto, eggs from our neighbour's hens and figs from the garden.</p>",
      rooms: [
        {
          name: "Double room with balcony",
          html: `<p>Three rooms for two, with a double bed or twin beds and a balcony facing the sea or the garden.</p><p><strong>from ${eur.en(85)} per night, breakfast included</strong></p>`,
          alt: "A room with white linen and a window onto the sea",
        },
        {
          name: "Family room",
          html: `<p>A spacious room for two adults and two children, with a cot on request and a view over the olive grove.</p><p><strong>from ${eur.en(120)} per night, breakfast included</strong></p>`,
          alt: "The olive grove behind the house in the afternoon sun",
        },
        {
          name: "Sea-view apartment",
          html: `<p>Two apartments for up to four people, with a kitchen, a living room and a terrace overlooking the whole Primošten peninsula.</p><p><strong>from ${eur.en(140)} per night</strong></p>`,
          alt: "An apartment terrace looking out over the sea and the peninsula",
        },
      ],
      featuresTitle: "Included in your stay",
      features: [
        ["Wi-Fi", "Fast internet in every room and on the terrace."],
        ["Parking", "A free parking space for every room and apartment."],
        [
          "Breakfast at the konoba",
          `From 8 to 10.30 am, made from local produce. Apartment guests can add it for ${eur.en(12)}.`,
        ],
        [
          "Beach 150 metres away",
          "A pebble beach and pine woods, a five-minute walk from the house.",
        ],
      ],
      termsTitle: "Good to know",
      termsHtml:
        "<ul><li>Check-in from 2 pm to 9 pm, check-out by 10 am; if you arrive later, just let us know.</li><li>In summer, the minimum stay is three nights.</li><li>The local tourist tax is not included in the price.</li><li>Pets are welcome in the apartments if you tell us in advance.</li><li>Guests staying with us get 10% off in the konoba.</li></ul>",
      button: "Check availability",
    },
    de: {
      title: "Zimmer und Apartments",
      description:
        "Vier Zimmer und zwei Apartments über der Konoba Vitrina in Primošten, 150 Meter vom Strand, mit hausgemachtem Frühstück und kostenlosem Parkplatz.",
      heroTitle: "Zimmer und Apartments über der Konoba",
      heroSubtitle: "Aufwachen mit Kaffeeduft und Meerblick – 150 Meter vom Strand.",
      introHtml:
        "<p>Im Obergeschoss unseres Familienhauses haben wir vier Zimmer und zwei Apartments eingerichtet. Die Steinwände und hölzernen Fensterläden sind geblieben, dazu kamen bequeme Betten, Klimaanlage und Bäder mit bodengleicher Dusche. Das Frühstück servieren wir auf der Terrasse der Konoba: selbst gebackenes Brot, Käse, Pršut, Eier von den Hühnern der Nachbarin und Feigen aus dem Garten.</p>",
      rooms: [
        {
          name: "Doppelzimmer mit Balkon",
          html: `<p>Drei Zimmer für zwei Personen, mit Doppelbett oder zwei Einzelbetten und Balkon zum Meer oder zum Garten.</p><p><strong>ab ${eur.de(85)} pro Nacht mit Frühstück</strong></p>`,
          alt: "Zimmer mit weißer Bettwäsche und Fenster zum Meer",
        },
        {
          name: "Familienzimmer",
          html: `<p>Geräumiges Zimmer für zwei Erwachsene und zwei Kinder, Babybett auf Anfrage, mit Blick auf den Olivenhain.</p><p><strong>ab ${eur.de(120)} pro Nacht mit Frühstück</strong></p>`,
          alt: "Der Olivenhain hinter dem Haus in der Nachmittagssonne",
        },
        {
          name: "Apartment mit Meerblick",
          html: `<p>Zwei Apartments für bis zu vier Personen, mit Küche, Wohnzimmer und Terrasse mit Blick über die ganze Halbinsel von Primošten.</p><p><strong>ab ${eur.de(140)} pro Nacht</strong></p>`,
          alt: "Apartmentterrasse mit Blick auf Meer und Halbinsel",
        },
      ],
      featuresTitle: "Im Preis inbegriffen",
      features: [
        ["WLAN", "Schnelles Internet in allen Zimmern und auf der Terrasse."],
        ["Parkplatz", "Ein kostenloser Stellplatz für jedes Zimmer und Apartment."],
        [
          "Frühstück in der Konoba",
          `Von 8 bis 10.30 Uhr, aus regionalen Zutaten. Apartmentgäste zahlen ${eur.de(12)} Aufpreis.`,
        ],
        ["Strand in 150 Metern", "Kiesstrand und Pinienwald, fünf Gehminuten vom Haus."],
      ],
      termsTitle: "Gut zu wissen",
      termsHtml:
        "<ul><li>Anreise von 14 bis 21 Uhr, Abreise bis 10 Uhr; wenn Sie später ankommen, sagen Sie uns einfach Bescheid.</li><li>Im Sommer beträgt der Mindestaufenthalt drei Nächte.</li><li>Die Kurtaxe ist im Preis nicht enthalten.</li><li>Haustiere sind in den Apartments nach vorheriger Absprache willkommen.</li><li>Hausgäste erhalten 10 % Rabatt in der Konoba.</li></ul>",
      button: "Verfügbarkeit prüfen",
    },
  },
});
