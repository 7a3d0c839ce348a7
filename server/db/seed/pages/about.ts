import { pageLink } from "../paths.ts";
import { columns, definePage, demoImage, node, type PageCopy } from "./build.ts";

type Copy = PageCopy & {
  heading: string;
  storyHtml: string;
  imageAlt: string;
  quote: string;
  quoteRole: string;
  kitchenTitle: string;
  kitchenHtml: string;
  estateTitle: string;
  estateHtml: string;
  euTitle: string;
  euHtml: string;
  postsTitle: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
};

/** The family's story (slugMain "about", in the site's style). */
export const about = definePage<Copy>({
  slugMain: "about",
  build: (copy, language) => [
    node("heading", "about-title", { text: copy.heading, level: 1, align: "center" }),
    columns("about-story", { gap: "large", verticalAlign: "center" }, [
      [
        node("image", "about-house", {
          src: demoImage("house"),
          alt: copy.imageAlt,
          width: 1600,
          height: 1000,
          rounded: true,
        }),
      ],
      [node("rich-text", "about-story-text", { html: copy.storyHtml })],
    ]),
    node("quote", "about-quote", { text: copy.quote, author: "Ante Radić", role: copy.quoteRole }),
    columns("about-work", { gap: "medium" }, [
      [
        node("heading", "about-kitchen-title", { text: copy.kitchenTitle, level: 2 }),
        node("rich-text", "about-kitchen-text", { html: copy.kitchenHtml }),
      ],
      [
        node("heading", "about-estate-title", { text: copy.estateTitle, level: 2 }),
        node("rich-text", "about-estate-text", { html: copy.estateHtml }),
      ],
    ]),
    node("spacer", "about-spacer", { height: 24 }),
    node("heading", "about-eu-title", { text: copy.euTitle, level: 3 }),
    node("rich-text", "about-eu-text", { html: copy.euHtml }),
    // the latest of the blog (issue 22)
    node("post-list", "about-posts", { title: copy.postsTitle, limit: 3 }),
    node("call-to-action", "about-cta", {
      title: copy.ctaTitle,
      text: copy.ctaText,
      button: { label: copy.ctaButton, link: pageLink("contact", language) },
      background: "light",
    }),
  ],
  copy: {
    hr: {
      title: "O nama",
      description:
        "Tri generacije obitelji Radić: od vinskog podruma iz 1987. do konobe, dvorane i soba u Primoštenu.",
      heading: "Tri generacije za istim stolom",
      storyHtml:
        "<p>Konoba je nekad bila upravo to – kameni podrum u prizemlju kuće, gdje je did Ante držao vino i ulje. Kad je 1987. u njemu postavio prva četiri stola, dolazili su susjedi i ribari s rive, a jelovnik je ovisio o tome što je baba Vica taj dan skuhala.</p><p>Danas konobu vodi njegova unuka Marija, u kuhinji je njezin brat Luka, a did još svako jutro obiđe vinograd. Dodali smo terasu, dvoranu na mjestu stare uljare i sobe na katu, ali pravilo je ostalo isto: kuhamo ono što raste oko nas i što nam donese more.</p>",
      imageAlt: "Stara kamena kuća obitelji Radić s konobom u prizemlju",
      quote: "Gostu se ne laže – ni u tanjuru ni u čaši.",
      quoteRole: "osnivač konobe",
      kitchenTitle: "Kuhinja",
      kitchenHtml:
        "<p>Luka je kuhao u Zagrebu i Beču, a onda se vratio doma kuhati kao baba – samo malo preciznije. Ribu nam donose tri primoštenska ribara, povrće je iz našeg vrta i od susjeda iz zaleđa, a kruh i tjesteninu radimo sami.</p>",
      estateTitle: "Imanje",
      estateHtml:
        "<p>Na obiteljskom imanju iznad mjesta raste dvjestotinjak maslina i hektar babića na kamenim terasama. Berba grožđa je u rujnu, a masline beremo u listopadu – gosti koji su tada kod nas uvijek su pozvani da nam se pridruže.</p>",
      euTitle: "Projekt sufinanciran sredstvima Europske unije",
      euHtml:
        "<p>Uređenje dvorane Maslina i energetska obnova kuće sufinancirani su iz Europskog fonda za regionalni razvoj u okviru projekta „Obnova tradicijske uljare u Primoštenu”. Sadržaj ove stranice isključiva je odgovornost tvrtke Vitrina ugostiteljstvo d.o.o.</p>",
      postsTitle: "Iz naše konobe",
      ctaTitle: "Svratite na čašu babića",
      ctaText: "Najbolje ćete nas upoznati uživo: na terasi, uz čašu vina i tanjur domaćeg pršuta.",
      ctaButton: "Kako do nas",
    },
    en: {
      title: "About us",
      description:
        "Three generations of the Radić family: from a wine cellar in 1987 to a konoba, an event hall and rooms in Primošten.",
      heading: "Three generations around the same table",
      storyHtml:
        "<p>A konoba used to be exactly that: the stone cellar on the ground floor of the house, where Grandpa Ante kept his wine and olive oil. When he set up the first four tables there in 1987, his customers were neighbours and fishermen from the harbour, and the menu depended on whatever Grandma Vica had cooked that day.</p><p>Today the konoba is run by his granddaughter Marija, her brother Luka is in the kitchen, and Grandpa still walks round the vineyard every morning. We have added a terrace, a hall where the old olive mill stood and rooms upstairs, but the rule is the same as ever: we cook what grows around us and what the sea brings in.</p>",
      imageAlt: "The Radić family's old stone house, with the konoba on the ground floor",
      quote: "You never cheat a guest – not on the plate and not in the glass.",
      quoteRole: "founder of the konoba",
      kitchenTitle: "The kitchen",
      kitchenHtml:
        "<p>Luka cooked in Zagreb and Vienna before coming home to cook the way his grandmother did – just a little more precisely. Our fish comes from three Primošten fishermen, our vegetables from our own garden and from neighbours inland, and we make our own bread and pasta.</p>",
      estateTitle: "The estate",
      estateHtml:
        "<p>On the family land above the village grow some two hundred olive trees and a hectare of Babić vines on stone terraces. The grape harvest is in September and the olive picking in October – if you are staying with us then, you are always welcome to join in.</p>",
      euTitle: "Co-financed by the European Union",
      euHtml:
        "<p>The fitting-out of the Maslina Hall and the energy renovation of the house were co-financed by the European Regional Development Fund as part of the project “Restoring a traditional olive mill in Primošten”. The content of this page is the sole responsibility of Vitrina ugostiteljstvo d.o.o.</p>",
      postsTitle: "From our konoba",
      ctaTitle: "Drop in for a glass of Babić",
      ctaText:
        "The best way to get to know us is in person: on the terrace, with a glass of wine and a plate of home-cured prosciutto.",
      ctaButton: "How to find us",
    },
    de: {
      title: "Über uns",
      description:
        "Drei Generationen der Familie Radić: vom Weinkeller im Jahr 1987 zur Konoba mit Festsaal und Zimmern in Primošten.",
      heading: "Drei Generationen am selben Tisch",
      storyHtml:
        "<p>Eine Konoba war früher genau das: der steinerne Keller im Erdgeschoss des Hauses, in dem Großvater Ante Wein und Olivenöl lagerte. Als er dort 1987 die ersten vier Tische aufstellte, kamen Nachbarn und Fischer vom Hafen, und auf den Tisch kam, was Großmutter Vica an diesem Tag gekocht hatte.</p><p>Heute führt seine Enkelin Marija die Konoba, ihr Bruder Luka steht in der Küche, und der Großvater geht noch jeden Morgen durch den Weinberg. Dazugekommen sind die Terrasse, der Festsaal an der Stelle der alten Ölmühle und die Zimmer im Obergeschoss – die Regel aber ist geblieben: Wir kochen, was um uns herum wächst und was das Meer uns bringt.</p>",
      imageAlt: "Das alte Steinhaus der Familie Radić mit der Konoba im Erdgeschoss",
      quote: "Einen Gast betrügt man nicht – weder auf dem Teller noch im Glas.",
      quoteRole: "Gründer der Konoba",
      kitchenTitle: "Die Küche",
      kitchenHtml:
        "<p>Luka hat in Zagreb und Wien gekocht, bevor er nach Hause kam, um so zu kochen wie seine Großmutter – nur etwas präziser. Den Fisch liefern uns drei Fischer aus Primošten, das Gemüse kommt aus dem eigenen Garten und von Nachbarn aus dem Hinterland, Brot und Pasta machen wir selbst.</p>",
      estateTitle: "Das Gut",
      estateHtml:
        "<p>Auf dem Familiengrundstück oberhalb des Ortes wachsen rund zweihundert Olivenbäume und ein Hektar Babić-Reben auf Steinterrassen. Die Weinlese ist im September, die Olivenernte im Oktober – wer dann bei uns wohnt, ist herzlich eingeladen mitzuhelfen.</p>",
      euTitle: "Kofinanziert von der Europäischen Union",
      euHtml:
        "<p>Die Einrichtung des Festsaals Maslina und die energetische Sanierung des Hauses wurden aus dem Europäischen Fonds für regionale Entwicklung im Rahmen des Projekts „Erneuerung einer traditionellen Ölmühle in Primošten“ kofinanziert. Für den Inhalt dieser Seite ist allein die Vitrina ugostiteljstvo d.o.o. verantwortlich.</p>",
      postsTitle: "Aus unserer Konoba",
      ctaTitle: "Kommen Sie auf ein Glas Babić vorbei",
      ctaText:
        "Am besten lernen Sie uns persönlich kennen: auf der Terrasse, bei einem Glas Wein und einem Teller hausgemachtem Pršut.",
      ctaButton: "Anfahrt",
    },
  },
});
