import { pageLink } from "../paths.ts";
import { type PageCopy, columns, definePage, node } from "./build.ts";

/** A menu section: a title and its dishes as [dish, price]. */
type Course = { title: string; dishes: [string, string][]; note?: string };

type Copy = PageCopy & {
  heading: string;
  introHtml: string;
  courses: [Course, Course, Course, Course];
  wines: Course;
  noteHtml: string;
  button: string;
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
      columns("menu-courses", { gap: "large" }, [
        [...courseNodes(starters, "menu-starters"), ...courseNodes(mains, "menu-mains")],
        [...courseNodes(peka, "menu-peka"), ...courseNodes(desserts, "menu-desserts")],
      ]),
      ...courseNodes(copy.wines, "menu-wines"),
      node("rich-text", "menu-note", { html: copy.noteHtml }),
      node("button", "menu-book", { label: copy.button, link: pageLink("contact", language) }),
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
      courses: [
        {
          title: "Predjela",
          dishes: [
            ["Dalmatinski pršut i paški sir, masline i domaći kruh", "16 €"],
            ["Salata od hobotnice s krumpirom i kaparima", "14 €"],
            ["Marinirani inćuni s lukom i limunom", "9 €"],
            ["Riblja juha od jutarnjeg ulova", "8 €"],
          ],
        },
        {
          title: "Glavna jela",
          dishes: [
            ["Crni rižot od sipe", "17 €"],
            ["Riba s gradela, blitva s krumpirom", "6 € / 100 g"],
            ["Pašticada s domaćim njokima", "22 €"],
            ["Tjestenina s kozicama i cherry rajčicama", "18 €"],
            ["Tikvice i patlidžan s gradela, sir iz ulja (vegetarijansko)", "14 €"],
          ],
        },
        {
          title: "Ispod peke",
          dishes: [
            ["Hobotnica s krumpirom", "28 € po osobi"],
            ["Janjetina s krumpirom", "30 € po osobi"],
            ["Teletina s povrćem", "29 € po osobi"],
          ],
          note: "Peku pripremamo za najmanje dvije osobe i naručuje se dan ranije.",
        },
        {
          title: "Deserti",
          dishes: [
            ["Rožata", "6 €"],
            ["Smokvenjak s bademima", "6 €"],
            ["Domaći sladoled od maslinova ulja", "5 €"],
          ],
        },
      ],
      wines: {
        title: "Vinska karta",
        dishes: [
          ["Babić, naše imanje, Primošten (crno)", "čaša 0,15 l 6 € · boca 0,75 l 32 €"],
          ["Debit, Primošten (bijelo)", "čaša 5 € · boca 26 €"],
          ["Pošip, Korčula (bijelo)", "čaša 6 € · boca 30 €"],
          ["Plavac mali, Pelješac (crno)", "čaša 7 € · boca 36 €"],
          ["Domaći prošek (desertno)", "0,1 l 5 €"],
          ["Travarica ili rogačica, domaća rakija", "0,03 l 3 €"],
        ],
      },
      noteHtml:
        "<p>Cijene su u eurima i uključuju PDV. Popis alergena dostupan je na upit; recite nam ako nešto ne smijete jesti i rado ćemo prilagoditi jelo.</p>",
      button: "Rezervirajte stol",
    },
    en: {
      title: "Menu",
      description:
        "The Konoba Vitrina menu: fish from the morning catch, black risotto, pašticada, dishes from under the peka, home-made desserts and wines from Primošten and Dalmatia.",
      heading: "Menu",
      introHtml:
        "<p>Our menu changes with the seasons, and the fish changes daily with the catch – ask your waiter what is on the board today.</p>",
      courses: [
        {
          title: "Starters",
          dishes: [
            ["Dalmatian prosciutto and Pag cheese with olives and home-baked bread", "€16"],
            ["Octopus salad with potatoes and capers", "€14"],
            ["Marinated anchovies with onion and lemon", "€9"],
            ["Fish soup from the morning catch", "€8"],
          ],
        },
        {
          title: "Mains",
          dishes: [
            ["Black cuttlefish risotto", "€17"],
            ["Grilled fish of the day with Swiss chard and potatoes", "€6 per 100 g"],
            ["Pašticada – beef braised in wine and prunes – with home-made gnocchi", "€22"],
            ["Pasta with prawns and cherry tomatoes", "€18"],
            ["Grilled courgettes and aubergine with cheese in oil (vegetarian)", "€14"],
          ],
        },
        {
          title: "From under the peka",
          dishes: [
            ["Octopus with potatoes", "€28 per person"],
            ["Lamb with potatoes", "€30 per person"],
            ["Veal with vegetables", "€29 per person"],
          ],
          note: "A peka is made for at least two people and must be ordered a day ahead.",
        },
        {
          title: "Desserts",
          dishes: [
            ["Rožata – Dalmatian caramel custard", "€6"],
            ["Fig cake with almonds", "€6"],
            ["Home-made olive oil ice cream", "€5"],
          ],
        },
      ],
      wines: {
        title: "Wine list",
        dishes: [
          ["Babić, our own estate, Primošten (red)", "glass 0.15 l €6 · bottle 0.75 l €32"],
          ["Debit, Primošten (white)", "glass €5 · bottle €26"],
          ["Pošip, Korčula (white)", "glass €6 · bottle €30"],
          ["Plavac Mali, Pelješac (red)", "glass €7 · bottle €36"],
          ["Home-made Prošek (dessert wine)", "0.1 l €5"],
          ["Travarica or carob rakija, home-made brandy", "0.03 l €3"],
        ],
      },
      noteHtml:
        "<p>Prices are in euros and include VAT. A list of allergens is available on request; tell us if there is anything you cannot eat and we will gladly adapt your dish.</p>",
      button: "Book a table",
    },
    de: {
      title: "Speisekarte",
      description:
        "Die Speisekarte der Konoba Vitrina: Fisch aus dem Morgenfang, schwarzes Risotto, Pašticada, Gerichte aus der Peka, hausgemachte Desserts und Weine aus Primošten und Dalmatien.",
      heading: "Speisekarte",
      introHtml:
        "<p>Unsere Karte wechselt mit den Jahreszeiten, der Fisch täglich mit dem Fang – was heute auf der Tafel steht, verrät Ihnen gern unser Service.</p>",
      courses: [
        {
          title: "Vorspeisen",
          dishes: [
            ["Dalmatinischer Pršut und Pager Käse mit Oliven und hausgemachtem Brot", "16 €"],
            ["Oktopussalat mit Kartoffeln und Kapern", "14 €"],
            ["Marinierte Sardellen mit Zwiebeln und Zitrone", "9 €"],
            ["Fischsuppe vom Morgenfang", "8 €"],
          ],
        },
        {
          title: "Hauptgerichte",
          dishes: [
            ["Schwarzes Sepia-Risotto", "17 €"],
            ["Fisch vom Grill mit Mangold und Kartoffeln", "6 € pro 100 g"],
            [
              "Pašticada – in Wein und Pflaumen geschmortes Rindfleisch – mit hausgemachten Gnocchi",
              "22 €",
            ],
            ["Pasta mit Garnelen und Kirschtomaten", "18 €"],
            ["Gegrillte Zucchini und Aubergine mit Käse in Öl (vegetarisch)", "14 €"],
          ],
        },
        {
          title: "Aus der Peka",
          dishes: [
            ["Oktopus mit Kartoffeln", "28 € pro Person"],
            ["Lamm mit Kartoffeln", "30 € pro Person"],
            ["Kalb mit Gemüse", "29 € pro Person"],
          ],
          note: "Die Peka bereiten wir ab zwei Personen zu; bitte einen Tag vorher bestellen.",
        },
        {
          title: "Desserts",
          dishes: [
            ["Rožata – dalmatinischer Karamellpudding", "6 €"],
            ["Feigenkuchen mit Mandeln", "6 €"],
            ["Hausgemachtes Olivenöl-Eis", "5 €"],
          ],
        },
      ],
      wines: {
        title: "Weinkarte",
        dishes: [
          ["Babić, eigenes Gut, Primošten (rot)", "Glas 0,15 l 6 € · Flasche 0,75 l 32 €"],
          ["Debit, Primošten (weiß)", "Glas 5 € · Flasche 26 €"],
          ["Pošip, Korčula (weiß)", "Glas 6 € · Flasche 30 €"],
          ["Plavac Mali, Pelješac (rot)", "Glas 7 € · Flasche 36 €"],
          ["Hausgemachter Prošek (Dessertwein)", "0,1 l 5 €"],
          ["Travarica oder Johannisbrot-Rakija, hausgebrannt", "0,03 l 3 €"],
        ],
      },
      noteHtml:
        "<p>Alle Preise in Euro inklusive Mehrwertsteuer. Eine Allergenliste erhalten Sie auf Anfrage; sagen Sie uns, was Sie nicht vertragen, und wir passen das Gericht gern an.</p>",
      button: "Tisch reservieren",
    },
  },
});
