import { pageLink } from "../paths.ts";
import { type PageCopy, columns, definePage, demoImage, eur, node } from "./build.ts";

/** A menu section: a title and its dishes as [dish, price]. */
type Course = { title: string; dishes: [string, string][]; note?: string };

type Copy = PageCopy & {
  heading: string;
  introHtml: string;
  imageAlt: string;
  courses: [Course, Course, Course, Course];
  wines: Course;
  noteHtml: string;
  button: string;
  shopTitle: string;
};

function courseHtml(course: Course): string {
  const items = course.dishes.map(
    ([dish, price]) => `<li><strong>${dish}</strong> · ${price}</li>`,
  );
  const note = course.note ? `<p><em>${course.note}</em></p>` : "";
  return `<ul>${items.join("")}</ul>${note}`;
}

function courseNodes(course: Course, id: string) {
  return [
    node("heading", `${id}-title`, { text: course.title, level: 2 }),
    node("rich-text", `${id}-list`, { html: courseHtml(course) }),
  ];
}

/** Food and wine menu (slugMain "menu", in the site's style). */
export const menu = definePage<Copy>({
  slugMain: "menu",
  build: (copy, language) => {
    const [starters, mains, peka, desserts] = copy.courses;
    return [
      node("heading", "menu-title", { text: copy.heading, level: 1, align: "center" }),
      node("rich-text", "menu-intro", { html: copy.introHtml, align: "center" }),
      node("image", "menu-image", {
        src: demoImage("table"),
        alt: copy.imageAlt,
        width: 1600,
        height: 1000,
        rounded: true,
      }),
      columns("menu-courses", { gap: "large" }, [
        [...courseNodes(starters, "menu-starters"), ...courseNodes(mains, "menu-mains")],
        [...courseNodes(peka, "menu-peka"), ...courseNodes(desserts, "menu-desserts")],
      ]),
      ...courseNodes(copy.wines, "menu-wines"),
      node("rich-text", "menu-note", { html: copy.noteHtml }),
      node("button", "menu-book", { label: copy.button, link: pageLink("contact", language) }),
      // the wines, oil and pantry of the menu, to take home (spec 2 category list)
      node("category-list", "menu-shop-categories", { limit: 6 }),
      node("product-list", "menu-shop-new", { title: copy.shopTitle, sort: "newest", limit: 4 }),
    ];
  },
  copy: {
    hr: {
      title: "Jelovnik",
      description:
        "Jelovnik Konobe Vitrina: riba iz jutarnjeg ulova, crni rižot, pašticada, jela ispod peke, domaći deserti i vina iz Primoštena i Dalmacije.",
      heading: "Jelovnik",
      introHtml:
        "<p>Jelovnik mijenjamo s godišnjim dobima, a ribu svaki dan prema ulovu – što je na ploči, pitajte konobara.</p>",
      imageAlt:
        "Stol odozgo: riba s gradela, crni rižot, domaći kruh, maslinovo ulje i čaša babića",
      courses: [
        {
          title: "Predjela",
          dishes: [
            ["Dalmatinski pršut i paški sir, masline i domaći kruh", eur.hr(16)],
            ["Salata od hobotnice s krumpirom i kaparima", eur.hr(14)],
            ["Marinirani inćuni s lukom i limunom", eur.hr(9)],
            ["Riblja juha od jutarnjeg ulova", eur.hr(8)],
          ],
        },
        {
          title: "Glavna jela",
          dishes: [
            ["Crni rižot od sipe", eur.hr(17)],
            ["Riba s gradela, blitva s krumpirom", `${eur.hr(6)}\u00a0/\u00a0100\u00a0g`],
            ["Pašticada s domaćim njokima", eur.hr(22)],
            ["Tjestenina s kozicama i cherry rajčicama", eur.hr(18)],
            ["Tikvice i patlidžan s gradela, sir iz ulja (vegetarijansko)", eur.hr(14)],
          ],
        },
        {
          title: "Ispod peke",
          dishes: [
            ["Hobotnica s krumpirom", `${eur.hr(28)} po osobi`],
            ["Janjetina s krumpirom", `${eur.hr(30)} po osobi`],
            ["Teletina s povrćem", `${eur.hr(29)} po osobi`],
          ],
          note: "Peku pripremamo za najmanje dvije osobe i naručuje se dan ranije.",
        },
        {
          title: "Deserti",
          dishes: [
            ["Rožata", eur.hr(6)],
            ["Smokvenjak s bademima", eur.hr(6)],
            ["Domaći sladoled od maslinova ulja", eur.hr(5)],
          ],
        },
      ],
      wines: {
        title: "Vinska karta",
        dishes: [
          [
            "Babić, naše imanje, Primošten (crno)",
            `čaša 0,15\u00a0l ${eur.hr(6)} · boca 0,75\u00a0l ${eur.hr(32)}`,
          ],
          ["Debit, Primošten (bijelo)", `čaša ${eur.hr(5)} · boca ${eur.hr(26)}`],
          ["Pošip, Korčula (bijelo)", `čaša ${eur.hr(6)} · boca ${eur.hr(30)}`],
          ["Plavac mali, Pelješac (crno)", `čaša ${eur.hr(7)} · boca ${eur.hr(36)}`],
          ["Domaći prošek (desertno)", `0,1\u00a0l ${eur.hr(5)}`],
          ["Travarica ili rogačica, domaća rakija", `0,03\u00a0l ${eur.hr(3)}`],
        ],
      },
      noteHtml:
        "<p>Cijene su u eurima i uključuju PDV. Popis alergena dostupan je na upit; recite nam ako nešto ne smijete jesti i rado ćemo prilagoditi jelo.</p>",
      button: "Rezervirajte stol",
      shopTitle: "Novo u našoj trgovini",
    },
    en: {
      title: "Menu",
      description:
        "The Konoba Vitrina menu: fish from the morning catch, black risotto, pašticada, dishes from under the peka, home-made desserts and wines from Primošten and Dalmatia.",
      heading: "Menu",
      introHtml:
        "<p>Our menu changes with the seasons, and the fish changes daily with the catch – ask your waiter what is on the board today.</p>",
      imageAlt:
        "The table from above: grilled fish, black risotto, home-baked bread, olive oil and a glass of Babić",
      courses: [
        {
          title: "Starters",
          dishes: [
            ["Dalmatian prosciutto and Pag cheese with olives and home-baked bread", eur.en(16)],
            ["Octopus salad with potatoes and capers", eur.en(14)],
            ["Marinated anchovies with onion and lemon", eur.en(9)],
            ["Fish soup from the morning catch", eur.en(8)],
          ],
        },
        {
          title: "Mains",
          dishes: [
            ["Black cuttlefish risotto", eur.en(17)],
            [
              "Grilled fish of the day with Swiss chard and potatoes",
              `${eur.en(6)} per 100\u00a0g`,
            ],
            ["Pašticada – beef braised in wine and prunes – with home-made gnocchi", eur.en(22)],
            ["Pasta with prawns and cherry tomatoes", eur.en(18)],
            ["Grilled courgettes and aubergine with cheese in oil (vegetarian)", eur.en(14)],
          ],
        },
        {
          title: "From under the peka",
          dishes: [
            ["Octopus with potatoes", `${eur.en(28)} per person`],
            ["Lamb with potatoes", `${eur.en(30)} per person`],
            ["Veal with vegetables", `${eur.en(29)} per person`],
          ],
          note: "A peka is made for at least two people and must be ordered a day ahead.",
        },
        {
          title: "Desserts",
          dishes: [
            ["Rožata – Dalmatian caramel custard", eur.en(6)],
            ["Fig cake with almonds", eur.en(6)],
            ["Home-made olive oil ice cream", eur.en(5)],
          ],
        },
      ],
      wines: {
        title: "Wine list",
        dishes: [
          [
            "Babić, our own estate, Primošten (red)",
            `glass 0.15\u00a0l ${eur.en(6)} · bottle 0.75\u00a0l ${eur.en(32)}`,
          ],
          ["Debit, Primošten (white)", `glass ${eur.en(5)} · bottle ${eur.en(26)}`],
          ["Pošip, Korčula (white)", `glass ${eur.en(6)} · bottle ${eur.en(30)}`],
          ["Plavac Mali, Pelješac (red)", `glass ${eur.en(7)} · bottle ${eur.en(36)}`],
          ["Home-made Prošek (dessert wine)", `0.1\u00a0l ${eur.en(5)}`],
          ["Travarica or carob rakija, home-made brandy", `0.03\u00a0l ${eur.en(3)}`],
        ],
      },
      noteHtml:
        "<p>Prices are in euros and include VAT. A list of allergens is available on request; tell us if there is anything you cannot eat and we will gladly adapt your dish.</p>",
      button: "Book a table",
      shopTitle: "New in our shop",
    },
    de: {
      title: "Speisekarte",
      description:
        "Die Speisekarte der Konoba Vitrina: Fisch aus dem Morgenfang, schwarzes Risotto, Pašticada, Gerichte aus der Peka, hausgemachte Desserts und Weine aus Primošten und Dalmatien.",
      heading: "Speisekarte",
      introHtml:
        "<p>Unsere Karte wechselt mit den Jahreszeiten, der Fisch täglich mit dem Fang – was heute auf der Tafel steht, verrät Ihnen gern unser Service.</p>",
      imageAlt:
        "Der Tisch von oben: gegrillter Fisch, schwarzes Risotto, hausgemachtes Brot, Olivenöl und ein Glas Babić",
      courses: [
        {
          title: "Vorspeisen",
          dishes: [
            ["Dalmatinischer Pršut und Pager Käse mit Oliven und hausgemachtem Brot", eur.de(16)],
            ["Oktopussalat mit Kartoffeln und Kapern", eur.de(14)],
            ["Marinierte Sardellen mit Zwiebeln und Zitrone", eur.de(9)],
            ["Fischsuppe vom Morgenfang", eur.de(8)],
          ],
        },
        {
          title: "Hauptgerichte",
          dishes: [
            ["Schwarzes Sepia-Risotto", eur.de(17)],
            ["Fisch vom Grill mit Mangold und Kartoffeln", `${eur.de(6)} pro 100\u00a0g`],
            [
              "Pašticada – in Wein und Pflaumen geschmortes Rindfleisch – mit hausgemachten Gnocchi",
              eur.de(22),
            ],
            ["Pasta mit Garnelen und Kirschtomaten", eur.de(18)],
            ["Gegrillte Zucchini und Aubergine mit Käse in Öl (vegetarisch)", eur.de(14)],
          ],
        },
        {
          title: "Aus der Peka",
          dishes: [
            ["Oktopus mit Kartoffeln", `${eur.de(28)} pro Person`],
            ["Lamm mit Kartoffeln", `${eur.de(30)} pro Person`],
            ["Kalb mit Gemüse", `${eur.de(29)} pro Person`],
          ],
          note: "Die Peka bereiten wir ab zwei Personen zu; bitte einen Tag vorher bestellen.",
        },
        {
          title: "Desserts",
          dishes: [
            ["Rožata – dalmatinischer Karamellpudding", eur.de(6)],
            ["Feigenkuchen mit Mandeln", eur.de(6)],
            ["Hausgemachtes Olivenöl-Eis", eur.de(5)],
          ],
        },
      ],
      wines: {
        title: "Weinkarte",
        dishes: [
          [
            "Babić, eigenes Gut, Primošten (rot)",
            `Glas 0,15\u00a0l ${eur.de(6)} · Flasche 0,75\u00a0l ${eur.de(32)}`,
          ],
          ["Debit, Primošten (weiß)", `Glas ${eur.de(5)} · Flasche ${eur.de(26)}`],
          ["Pošip, Korčula (weiß)", `Glas ${eur.de(6)} · Flasche ${eur.de(30)}`],
          ["Plavac Mali, Pelješac (rot)", `Glas ${eur.de(7)} · Flasche ${eur.de(36)}`],
          ["Hausgemachter Prošek (Dessertwein)", `0,1\u00a0l ${eur.de(5)}`],
          ["Travarica oder Johannisbrot-Rakija, hausgebrannt", `0,03\u00a0l ${eur.de(3)}`],
        ],
      },
      noteHtml:
        "<p>Alle Preise in Euro inklusive Mehrwertsteuer. Eine Allergenliste erhalten Sie auf Anfrage; sagen Sie uns, was Sie nicht vertragen, und wir passen das Gericht gern an.</p>",
      button: "Tisch reservieren",
      shopTitle: "Neu in unserem Laden",
    },
  },
});
