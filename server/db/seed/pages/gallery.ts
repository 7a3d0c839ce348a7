import type { GalleryImage } from "#generated/types.ts";
import { pageLink } from "../paths.ts";
import { definePage, demoImage, node, type PageCopy } from "./build.ts";

type Copy = PageCopy & {
  heading: string;
  introHtml: string;
  /** [alt, caption] per picture, in the order of `pictures`. */
  images: [string, string][];
  videoTitle: string;
  button: string;
};

const pictures = [
  "sea",
  "table",
  "peka",
  "hall",
  "room",
  "terrace",
  "olive-grove",
  "vineyard",
  "harbour",
];

function galleryImages(copy: Copy): GalleryImage[] {
  return pictures.map((name, index) => {
    const [alt, caption] = copy.images[index] ?? ["", ""];
    return { src: demoImage(name), alt, caption };
  });
}

/** Pictures and a short film of the house (slugMain "gallery", in the site's style). */
export const gallery = definePage<Copy>({
  slugMain: "gallery",
  build: (copy, language) => [
    node("heading", "gallery-title", { text: copy.heading, level: 1, align: "center" }),
    node("rich-text", "gallery-intro", { html: copy.introHtml, align: "center" }),
    node(
      "gallery",
      "gallery-grid",
      { images: galleryImages(copy), columns: 3 },
      { mobileProps: { columns: 2 } },
    ),
    node("video", "gallery-video", {
      provider: "file",
      src: "/media/demo/konoba.webm",
      poster: demoImage("sea"),
      title: copy.videoTitle,
    }),
    node("button", "gallery-about", {
      label: copy.button,
      link: pageLink("about", language),
      variant: "ghost",
    }),
  ],
  copy: {
    hr: {
      title: "Galerija",
      description:
        "Fotografije Konobe Vitrina: terasa uz more, peka, dvorana Maslina, sobe, maslinik i vinograd babića u Primoštenu.",
      heading: "Galerija",
      introHtml: "<p>Nekoliko prizora iz kuće i oko nje – ostalo morate vidjeti uživo.</p>",
      images: [
        ["Zalazak sunca nad morem, pogled s terase konobe", "Zalazak s terase"],
        ["Stol postavljen za večeru uz more", "Večera uz more"],
        ["Peka zatrpana žarom u kominu", "Peka u kominu"],
        ["Dvorana Maslina postavljena za svadbu", "Dvorana Maslina"],
        ["Soba s bijelom posteljinom i pogledom na more", "Soba s balkonom"],
        ["Terasa apartmana s pogledom na poluotok", "Terasa apartmana"],
        ["Stare masline na obiteljskom imanju", "Naš maslinik"],
        ["Vinograd babića na kamenim terasama", "Babić na kamenjaru"],
        ["Ribarske brodice u lučici u zoru", "Lučica u zoru"],
      ],
      videoTitle: "Jedan dan u Konobi Vitrina",
      button: "Upoznajte obitelj Radić",
    },
    en: {
      title: "Gallery",
      description:
        "Pictures of Konoba Vitrina: the terrace by the sea, the peka, the Maslina Hall, our rooms, the olive grove and the Babić vineyard in Primošten.",
      heading: "Gallery",
      introHtml:
        "<p>A few glimpses of the house and its surroundings – the rest you will have to see for yourself.</p>",
      images: [
        ["Sunset over the sea, seen from the konoba terrace", "Sunset from the terrace"],
        ["A table laid for dinner by the sea", "Dinner by the sea"],
        ["A peka buried in embers on the open hearth", "Peka on the hearth"],
        ["The Maslina Hall laid for a wedding", "The Maslina Hall"],
        ["A room with white linen and a sea view", "Room with balcony"],
        ["An apartment terrace looking out over the peninsula", "Apartment terrace"],
        ["Old olive trees on the family estate", "Our olive grove"],
        ["Babić vines on stone terraces", "Babić on the rocks"],
        ["Fishing boats in the harbour at dawn", "The harbour at dawn"],
      ],
      videoTitle: "A day at Konoba Vitrina",
      button: "Meet the Radić family",
    },
    de: {
      title: "Galerie",
      description:
        "Bilder der Konoba Vitrina: die Terrasse am Meer, die Peka, der Festsaal Maslina, unsere Zimmer, der Olivenhain und der Babić-Weinberg in Primošten.",
      heading: "Galerie",
      introHtml:
        "<p>Ein paar Eindrücke vom Haus und seiner Umgebung – den Rest müssen Sie selbst erleben.</p>",
      images: [
        [
          "Sonnenuntergang über dem Meer, von der Terrasse der Konoba aus",
          "Sonnenuntergang von der Terrasse",
        ],
        ["Ein für das Abendessen gedeckter Tisch am Meer", "Abendessen am Meer"],
        ["Eine Peka unter glühender Asche im offenen Herd", "Peka im Herd"],
        ["Der Festsaal Maslina, für eine Hochzeit gedeckt", "Festsaal Maslina"],
        ["Zimmer mit weißer Bettwäsche und Meerblick", "Zimmer mit Balkon"],
        ["Apartmentterrasse mit Blick auf die Halbinsel", "Apartmentterrasse"],
        ["Alte Olivenbäume auf dem Familiengut", "Unser Olivenhain"],
        ["Babić-Reben auf Steinterrassen", "Babić auf Steinterrassen"],
        ["Fischerboote im Hafen bei Sonnenaufgang", "Der Hafen im Morgengrauen"],
      ],
      videoTitle: "Ein Tag in der Konoba Vitrina",
      button: "Lernen Sie Familie Radić kennen",
    },
  },
});
