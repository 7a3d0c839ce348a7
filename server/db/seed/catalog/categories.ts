import type { ProductCategorySaveRequest } from "#generated/types.ts";

export type DemoCategory = {
  key: string;
  parent?: string;
  image: string;
  names: [hrv: string, eng: string, deu: string];
  slugs: [hrv: string, eng: string, deu: string];
  descriptions: [hrv: string, eng: string, deu: string];
  sortTypes?: ProductCategorySaveRequest["sortTypes"];
};

/** The shop's category tree: wines with three children, oil, pantry, gifts, goods, digital. */
export const demoCategories: DemoCategory[] = [
  {
    key: "wines",
    image: "product-wine-red",
    names: ["Vina", "Wines", "Weine"],
    slugs: ["vina", "wines", "weine"],
    descriptions: [
      "Vina obiteljskih vinarija s kojima radimo godinama: od Pelješca do Istre.",
      "Wines from family estates we have worked with for years, from Pelješac to Istria.",
      "Weine von Familienweingütern, mit denen wir seit Jahren arbeiten, von Pelješac bis Istrien.",
    ],
  },
  {
    key: "red",
    parent: "wines",
    image: "product-wine-red",
    names: ["Crna vina", "Red wines", "Rotweine"],
    slugs: ["crna-vina", "red-wines", "rotweine"],
    descriptions: [
      "Plavac mali, teran i babić: vina koja nosimo uz peku.",
      "Plavac mali, teran and babić: the wines we pour with the peka.",
      "Plavac mali, Teran und Babić: die Weine zur Peka.",
    ],
  },
  {
    key: "white",
    parent: "wines",
    image: "product-wine-white",
    names: ["Bijela vina", "White wines", "Weißweine"],
    slugs: ["bijela-vina", "white-wines", "weissweine"],
    descriptions: [
      "Svježa bijela vina uz ribu i školjke.",
      "Fresh white wines for fish and shellfish.",
      "Frische Weißweine zu Fisch und Muscheln.",
    ],
  },
  {
    key: "rose",
    parent: "wines",
    image: "product-wine-rose",
    names: ["Rosé vina", "Rosé wines", "Roséweine"],
    slugs: ["rose-vina", "rose-wines", "roseweine"],
    descriptions: [
      "Ljetna rosé vina za terasu.",
      "Summer rosés for the terrace.",
      "Sommerliche Roséweine für die Terrasse.",
    ],
  },
  {
    key: "oil",
    image: "product-olive-oil",
    names: ["Maslinovo ulje", "Olive oil", "Olivenöl"],
    slugs: ["maslinovo-ulje", "olive-oil", "olivenoel"],
    descriptions: [
      "Ekstra djevičansko maslinovo ulje iz našeg maslinika i susjednih uljara.",
      "Extra virgin olive oil from our own grove and the mills next door.",
      "Natives Olivenöl extra aus unserem Hain und den Mühlen der Nachbarschaft.",
    ],
    sortTypes: ["priceAsc", "priceDesc", "newest", "nameAsc"],
  },
  {
    key: "pantry",
    image: "product-honey",
    names: ["Delicije", "Pantry", "Delikatessen"],
    slugs: ["delicije", "pantry", "delikatessen"],
    descriptions: [
      "Med, tartufi, smokve i sol: okusi naše kuhinje za vaš stol.",
      "Honey, truffles, figs and salt: the flavours of our kitchen for your table.",
      "Honig, Trüffel, Feigen und Salz: die Aromen unserer Küche für Ihren Tisch.",
    ],
  },
  {
    key: "gifts",
    image: "product-basket",
    names: ["Poklon paketi", "Gift baskets", "Geschenkkörbe"],
    slugs: ["poklon-paketi", "gift-baskets", "geschenkkoerbe"],
    descriptions: [
      "Složeni paketi vina, ulja i delicija, spremni za darivanje.",
      "Baskets of wine, oil and delicacies, ready to give.",
      "Körbe mit Wein, Öl und Delikatessen, fertig zum Verschenken.",
    ],
  },
  {
    key: "goods",
    image: "product-apron-terracotta",
    names: ["Iz konobe", "From the konoba", "Aus der Konoba"],
    slugs: ["iz-konobe", "from-the-konoba", "aus-der-konoba"],
    descriptions: [
      "Pregače, majice i pribor kakve nosimo i koristimo u konobi.",
      "Aprons, T-shirts and tools like the ones we wear and use in the konoba.",
      "Schürzen, T-Shirts und Zubehör, wie wir sie in der Konoba tragen und nutzen.",
    ],
  },
  {
    key: "digital",
    image: "product-voucher",
    names: ["Bonovi i knjige", "Vouchers and books", "Gutscheine und Bücher"],
    slugs: ["bonovi-i-knjige", "vouchers-and-books", "gutscheine-und-buecher"],
    descriptions: [
      "Poklon bonovi i kuharica za preuzimanje.",
      "Gift vouchers and a cookbook to download.",
      "Geschenkgutscheine und ein Kochbuch zum Herunterladen.",
    ],
  },
];
