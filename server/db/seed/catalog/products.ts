import { formatMeasure } from "#common/money.ts";
import { searchTextOf } from "#common/search-text.ts";
import type { CustomOption } from "#generated/types.ts";

type Three = [hrv: string, eng: string, deu: string];

/** Attribute values by code: option labels (Croatian), numbers, dates, yes/no. */
export type DemoValues = Record<string, string | number | string[]>;

export type DemoProduct = {
  sku: string;
  format: "Simple" | "Configurable" | "Bundle" | "EProduct";
  category: string;
  names: Three;
  short: Three;
  /** Its picture (npm run images); by default its own drawing, product-<Croatian slug>. */
  image?: string;
  /** Retail price; final is lower when the product is on sale. */
  price: number;
  final?: number;
  member?: number;
  priority?: number;
  isFeatured?: boolean;
  values?: DemoValues;
  tags?: string[];
  customOptions?: CustomOption[];
  crossSell?: string[];
  /** Configurable: the attributes its variants differ by, and the variants. */
  configurable?: {
    codes: string[];
    variants: { sku: string; suffix: Three; values: DemoValues; image: string }[];
  };
  bundle?: [sku: string, qty: number][];
  /** Sold by a monthly plan of the card wallet's sandbox (decision 046): a subscription. */
  isMonthlyPlan?: boolean;
};

const engraving: CustomOption = {
  option_title: "Gravura",
  option_titles: { eng: "Engraving", deu: "Gravur" },
  option_type: "text",
  is_required: false,
  max_characters: 30,
  custom_option_values: [
    {
      sku: "ENGRAVING",
      label: "Gravura teksta",
      labels: { eng: "Engraved text", deu: "Gravierter Text" },
      price: 8,
    },
  ],
};

const recipientName: CustomOption = {
  option_title: "Ime primatelja",
  option_titles: { eng: "Recipient's name", deu: "Name des Empfängers" },
  option_type: "text",
  is_required: true,
  max_characters: 60,
  custom_option_values: [
    {
      sku: "RECIPIENT",
      label: "Ime na bonu",
      labels: { eng: "Name on the voucher", deu: "Name auf dem Gutschein" },
      price: 0,
    },
  ],
};

const extraBottles: CustomOption = {
  option_title: "Dodatne boce Postupa",
  option_titles: { eng: "Extra bottles of Postup", deu: "Zusätzliche Flaschen Postup" },
  option_type: "number",
  is_required: false,
  // a number of at most one digit: up to 9 bottles
  max_characters: 1,
  custom_option_values: [
    {
      sku: "EXTRA-POSTUP",
      label: "Boca Postup Plavac mali 2020",
      labels: {
        eng: "A bottle of Postup Plavac mali 2020",
        deu: "Eine Flasche Postup Plavac mali 2020",
      },
      price: 24.9,
    },
  ],
};

const wine = (
  sku: string,
  category: "red" | "white" | "rose",
  name: string,
  place: Three,
  values: {
    grapeVariety: string;
    region: string;
    vintage: number;
    alcohol: number;
    organic: string;
  },
  price: number,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  sku,
  format: "Simple",
  category,
  names: [name, name, name],
  short: [
    `${values.grapeVariety}, ${place[0]}, berba ${values.vintage}. Suho vino, ${formatMeasure(values.alcohol, "%", "hr")} vol.`,
    `${values.grapeVariety} from ${place[1]}, vintage ${values.vintage}. Dry, ${values.alcohol}% ABV.`,
    `${values.grapeVariety} aus ${place[2]}, Jahrgang ${values.vintage}. Trocken, ${formatMeasure(values.alcohol, "%", "de")} vol.`,
  ],
  price,
  values: { volume: 750, ...values },
  tags: ["vino"],
  ...extra,
});

const oil = (
  sku: string,
  name: Three,
  varieties: string[],
  volume: number,
  price: number,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  sku,
  format: "Simple",
  category: "oil",
  names: name,
  short: [
    `Ekstra djevičansko maslinovo ulje, ${volume} ml, hladno prešano unutar šest sati od berbe.`,
    `Extra virgin olive oil, ${volume} ml, cold pressed within six hours of picking.`,
    `Natives Olivenöl extra, ${volume} ml, kalt gepresst binnen sechs Stunden nach der Ernte.`,
  ],
  price,
  values: {
    oliveVarieties: varieties,
    volume,
    harvestDate: "2025-10-28",
    bottledAt: "2025-11-04T09:30:00Z",
    region: "Dalmacija",
    organic: "no",
  },
  tags: ["ulje"],
  ...extra,
});

const pantry = (
  sku: string,
  names: Three,
  short: Three,
  price: number,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  sku,
  format: "Simple",
  category: "pantry",
  names,
  short,
  price,
  ...extra,
});

const dalmatia: Three = ["Dalmacija", "Dalmatia", "Dalmatien"];
const istria: Three = ["Istra", "Istria", "Istrien"];
const slavonia: Three = ["Slavonija", "Slavonia", "Slawonien"];
const kvarner: Three = ["Kvarner", "Kvarner", "Kvarner"];

/** About sixty products in every format (spec 3), in Croatian, English and German. */
export const demoProducts: DemoProduct[] = [
  wine(
    "VIN-DINGAC-19",
    "red",
    "Dingač Plavac mali 2019",
    dalmatia,
    {
      grapeVariety: "Plavac mali",
      region: "Dalmacija",
      vintage: 2019,
      alcohol: 14.5,
      organic: "no",
    },
    38,
    { isFeatured: true, priority: 1, member: 34 },
  ),
  wine(
    "VIN-POSTUP-20",
    "red",
    "Postup Plavac mali 2020",
    dalmatia,
    { grapeVariety: "Plavac mali", region: "Dalmacija", vintage: 2020, alcohol: 14, organic: "no" },
    29,
    { final: 24.9, priority: 2 },
  ),
  wine(
    "VIN-HVAR-21",
    "red",
    "Plavac mali Hvar 2021",
    dalmatia,
    {
      grapeVariety: "Plavac mali",
      region: "Dalmacija",
      vintage: 2021,
      alcohol: 13.5,
      organic: "yes",
    },
    21,
    { priority: 5 },
  ),
  wine(
    "VIN-TERAN-21",
    "red",
    "Teran 2021",
    istria,
    { grapeVariety: "Teran", region: "Istra", vintage: 2021, alcohol: 12.5, organic: "yes" },
    17.5,
    { priority: 4 },
  ),
  wine(
    "VIN-TERAN-R18",
    "red",
    "Teran Reserva 2018",
    istria,
    { grapeVariety: "Teran", region: "Istra", vintage: 2018, alcohol: 13.5, organic: "no" },
    32,
    { final: 27.2, priority: 3 },
  ),
  wine(
    "VIN-BABIC-20",
    "red",
    "Babić Primošten 2020",
    dalmatia,
    { grapeVariety: "Babić", region: "Dalmacija", vintage: 2020, alcohol: 13.5, organic: "no" },
    24,
    { isFeatured: true, priority: 1 },
  ),
  wine(
    "VIN-MERLOT-19",
    "red",
    "Merlot Istra 2019",
    istria,
    { grapeVariety: "Merlot", region: "Istra", vintage: 2019, alcohol: 14, organic: "no" },
    19.9,
    { priority: 6 },
  ),
  wine(
    "VIN-CRLJ-20",
    "red",
    "Crljenak kaštelanski 2020",
    dalmatia,
    {
      grapeVariety: "Crljenak kaštelanski",
      region: "Dalmacija",
      vintage: 2020,
      alcohol: 14,
      organic: "yes",
    },
    26,
    { priority: 7 },
  ),
  wine(
    "VIN-MALV-22",
    "white",
    "Malvazija istarska 2022",
    istria,
    {
      grapeVariety: "Malvazija istarska",
      region: "Istra",
      vintage: 2022,
      alcohol: 12.5,
      organic: "no",
    },
    14.5,
    { isFeatured: true, priority: 1 },
  ),
  wine(
    "VIN-MALV-R20",
    "white",
    "Malvazija Reserva 2020",
    istria,
    {
      grapeVariety: "Malvazija istarska",
      region: "Istra",
      vintage: 2020,
      alcohol: 13.5,
      organic: "no",
    },
    27,
    { priority: 2 },
  ),
  wine(
    "VIN-MALV-ORG",
    "white",
    "Malvazija Bio 2023",
    istria,
    {
      grapeVariety: "Malvazija istarska",
      region: "Istra",
      vintage: 2023,
      alcohol: 12,
      organic: "yes",
    },
    16.9,
    { priority: 4 },
  ),
  wine(
    "VIN-POSIP-22",
    "white",
    "Pošip Korčula 2022",
    dalmatia,
    { grapeVariety: "Pošip", region: "Dalmacija", vintage: 2022, alcohol: 13.5, organic: "no" },
    22,
    { final: 18.7, priority: 3 },
  ),
  wine(
    "VIN-POSIP-SL",
    "white",
    "Pošip Sur lie 2021",
    dalmatia,
    { grapeVariety: "Pošip", region: "Dalmacija", vintage: 2021, alcohol: 13.5, organic: "no" },
    25.5,
    { priority: 5 },
  ),
  wine(
    "VIN-GRAS-21",
    "white",
    "Graševina Kutjevo 2021",
    slavonia,
    { grapeVariety: "Graševina", region: "Slavonija", vintage: 2021, alcohol: 12.5, organic: "no" },
    11.9,
    { priority: 6 },
  ),
  wine(
    "VIN-GRAS-IB",
    "white",
    "Graševina Izborna berba 2019",
    slavonia,
    { grapeVariety: "Graševina", region: "Slavonija", vintage: 2019, alcohol: 11, organic: "no" },
    34,
    { priority: 8 },
  ),
  wine(
    "VIN-ZLAHT-22",
    "white",
    "Žlahtina Vrbnik 2022",
    kvarner,
    { grapeVariety: "Žlahtina", region: "Kvarner", vintage: 2022, alcohol: 12, organic: "no" },
    12.5,
    { priority: 7 },
  ),
  wine(
    "VIN-ROSE-PM",
    "rose",
    "Plavac mali Rosé 2023",
    dalmatia,
    {
      grapeVariety: "Plavac mali",
      region: "Dalmacija",
      vintage: 2023,
      alcohol: 12.5,
      organic: "no",
    },
    15.9,
    { isFeatured: true },
  ),
  wine(
    "VIN-ROSE-TE",
    "rose",
    "Teran Rosé 2023",
    istria,
    { grapeVariety: "Teran", region: "Istra", vintage: 2023, alcohol: 12, organic: "yes" },
    14.9,
    { final: 12.9 },
  ),
  wine(
    "VIN-ROSE-BA",
    "rose",
    "Babić Rosé 2024",
    dalmatia,
    { grapeVariety: "Babić", region: "Dalmacija", vintage: 2024, alcohol: 12, organic: "no" },
    13.5,
  ),
  oil("ULJE-OBL-500", ["Ulje Oblica", "Oblica olive oil", "Olivenöl Oblica"], ["Oblica"], 500, 18, {
    isFeatured: true,
    member: 16,
  }),
  oil(
    "ULJE-OBL-250",
    ["Ulje Oblica, mala boca", "Oblica olive oil, small bottle", "Olivenöl Oblica, kleine Flasche"],
    ["Oblica"],
    250,
    10.5,
  ),
  oil(
    "ULJE-BJEL-500",
    ["Istarska bjelica", "Istarska bjelica olive oil", "Olivenöl Istarska bjelica"],
    ["Istarska bjelica"],
    500,
    24,
    {
      values: {
        oliveVarieties: ["Istarska bjelica"],
        volume: 500,
        harvestDate: "2025-10-15",
        bottledAt: "2025-10-22T08:00:00Z",
        region: "Istra",
        organic: "yes",
      },
    },
  ),
  oil("ULJE-BUZA-500", ["Buža", "Buža olive oil", "Olivenöl Buža"], ["Buža"], 500, 22, {
    final: 19.8,
    values: {
      oliveVarieties: ["Buža"],
      volume: 500,
      harvestDate: "2025-10-20",
      bottledAt: "2025-10-27T10:00:00Z",
      region: "Istra",
      organic: "no",
    },
  }),
  oil(
    "ULJE-LEV-500",
    ["Levantinka", "Levantinka olive oil", "Olivenöl Levantinka"],
    ["Levantinka"],
    500,
    19.5,
  ),
  oil("ULJE-LEC-500", ["Leccino", "Leccino olive oil", "Olivenöl Leccino"], ["Leccino"], 500, 16.5),
  oil(
    "ULJE-KUP-750",
    ["Kupaža Primošten", "Primošten blend", "Primošten Cuvée"],
    ["Oblica", "Leccino", "Levantinka"],
    750,
    21,
    { isFeatured: true },
  ),
  oil(
    "ULJE-BIO-1000",
    ["Bio kupaža, 1 l", "Organic blend, 1 l", "Bio-Cuvée, 1 l"],
    ["Oblica", "Leccino"],
    1000,
    29,
    {
      values: {
        oliveVarieties: ["Oblica", "Leccino"],
        volume: 1000,
        harvestDate: "2025-11-02",
        bottledAt: "2025-11-08T07:45:00Z",
        region: "Dalmacija",
        organic: "yes",
      },
    },
  ),
  pantry(
    "DEL-MED-LIV",
    ["Livadni med", "Wildflower honey", "Wildblütenhonig"],
    [
      "Med s livada iznad Primoštena, 450 g.",
      "Honey from the meadows above Primošten, 450 g.",
      "Honig von den Wiesen oberhalb von Primošten, 450 g.",
    ],
    9.5,
    { values: { organic: "yes" } },
  ),
  pantry(
    "DEL-MED-LAV",
    ["Med od lavande", "Lavender honey", "Lavendelhonig"],
    [
      "Hvarski med od lavande, 250 g.",
      "Lavender honey from Hvar, 250 g.",
      "Lavendelhonig von Hvar, 250 g.",
    ],
    11,
    { final: 9.9 },
  ),
  pantry(
    "DEL-TART-PAS",
    ["Tartufata", "Truffle paste", "Trüffelpaste"],
    [
      "Pašteta od crnog tartufa iz Motovuna, 90 g.",
      "Black truffle paste from Motovun, 90 g.",
      "Schwarze Trüffelpaste aus Motovun, 90 g.",
    ],
    14.5,
    { isFeatured: true },
  ),
  pantry(
    "DEL-TART-CRN",
    ["Crni tartuf, cijeli", "Whole black truffle", "Ganzer schwarzer Trüffel"],
    [
      "Cijeli crni tartuf u staklu, 30 g.",
      "A whole black truffle in a jar, 30 g.",
      "Ein ganzer schwarzer Trüffel im Glas, 30 g.",
    ],
    32,
  ),
  pantry(
    "DEL-SMOK-DZ",
    ["Džem od smokava", "Fig jam", "Feigenmarmelade"],
    [
      "Domaći džem od smokava, 220 g.",
      "Homemade fig jam, 220 g.",
      "Hausgemachte Feigenmarmelade, 220 g.",
    ],
    6.5,
  ),
  pantry(
    "DEL-SMOK-SU",
    ["Suhe smokve", "Dried figs", "Getrocknete Feigen"],
    [
      "Smokve sušene na suncu, 300 g.",
      "Sun-dried figs, 300 g.",
      "Sonnengetrocknete Feigen, 300 g.",
    ],
    7.9,
  ),
  pantry(
    "DEL-SOL-NIN",
    ["Cvijet soli iz Nina", "Nin fleur de sel", "Fleur de Sel aus Nin"],
    [
      "Ručno brana sol iz solane Nin, 150 g.",
      "Hand-raked salt from the Nin saltworks, 150 g.",
      "Handgeschöpftes Salz aus der Saline Nin, 150 g.",
    ],
    8.5,
  ),
  pantry(
    "DEL-SOL-LAV",
    ["Sol s lavandom", "Lavender salt", "Lavendelsalz"],
    [
      "Morska sol s hvarskom lavandom, 120 g.",
      "Sea salt with Hvar lavender, 120 g.",
      "Meersalz mit Lavendel von Hvar, 120 g.",
    ],
    7.2,
    { final: 5.9 },
  ),
  pantry(
    "DEL-TRAV-500",
    ["Travarica", "Travarica herb brandy", "Travarica Kräuterbrand"],
    [
      "Domaća rakija s travama, 500 ml.",
      "Homemade brandy with herbs, 500 ml.",
      "Hausgemachter Kräuterbrand, 500 ml.",
    ],
    18,
    { values: { volume: 500, alcohol: 40 } },
  ),
  pantry(
    "DEL-ROGA-500",
    ["Rogačica", "Carob liqueur", "Johannisbrotlikör"],
    ["Liker od rogača, 500 ml.", "Carob liqueur, 500 ml.", "Johannisbrotlikör, 500 ml."],
    16,
    { values: { volume: 500, alcohol: 28 } },
  ),
  pantry(
    "DEL-MASL-ZEL",
    ["Zelene masline", "Green olives", "Grüne Oliven"],
    [
      "Marinirane zelene masline, 280 g.",
      "Marinated green olives, 280 g.",
      "Marinierte grüne Oliven, 280 g.",
    ],
    5.9,
  ),
  pantry(
    "DEL-AJVAR",
    ["Ajvar", "Ajvar", "Ajvar"],
    [
      "Blagi ajvar od pečene paprike, 290 g.",
      "Mild ajvar of roasted peppers, 290 g.",
      "Milder Ajvar aus gerösteter Paprika, 290 g.",
    ],
    4.9,
  ),
  {
    sku: "PREG-KONOBA",
    format: "Configurable",
    category: "goods",
    names: ["Pregača Konoba", "Konoba apron", "Konoba-Schürze"],
    short: [
      "Lanena pregača kakvu nose naši kuhari, s džepom i kožnim remenima.",
      "A linen apron like our cooks wear, with a pocket and leather straps.",
      "Eine Leinenschürze, wie sie unsere Köche tragen, mit Tasche und Lederriemen.",
    ],
    image: "product-apron-terracotta",
    price: 39,
    isFeatured: true,
    configurable: {
      codes: ["colour"],
      variants: [
        {
          sku: "PREG-KONOBA-TER",
          suffix: ["terakota", "terracotta", "Terrakotta"],
          values: { colour: "Terakota" },
          image: "product-apron-terracotta",
        },
        {
          sku: "PREG-KONOBA-MAS",
          suffix: ["maslinasta", "olive", "Olivgrün"],
          values: { colour: "Maslinasta" },
          image: "product-apron-olive",
        },
        {
          sku: "PREG-KONOBA-TIN",
          suffix: ["tinta", "ink blue", "Tintenblau"],
          values: { colour: "Tinta" },
          image: "product-apron-ink",
        },
        {
          sku: "PREG-KONOBA-LAN",
          suffix: ["lan", "linen", "Leinen"],
          values: { colour: "Lan" },
          image: "product-apron-linen",
        },
      ],
    },
    customOptions: [engraving],
  },
  {
    sku: "MAJ-VITRINA",
    format: "Configurable",
    category: "goods",
    names: ["Majica Vitrina", "Vitrina T-shirt", "Vitrina T-Shirt"],
    short: [
      "Pamučna majica s ilustracijom naše uvale.",
      "A cotton T-shirt with a drawing of our bay.",
      "Ein Baumwoll-T-Shirt mit einer Zeichnung unserer Bucht.",
    ],
    image: "product-tshirt-ink",
    price: 24,
    final: 19.9,
    configurable: {
      codes: ["size", "colour"],
      variants: ["S", "M", "L", "XL"].flatMap((size) =>
        (
          [
            ["Tinta", "TIN", "product-tshirt-ink", ["tinta", "ink blue", "Tintenblau"]],
            ["Lan", "LAN", "product-tshirt-linen", ["lan", "linen", "Leinen"]],
          ] as const
        ).map(([colour, code, image, names]) => ({
          sku: `MAJ-VITRINA-${code}-${size}`,
          suffix: [`${names[0]}, ${size}`, `${names[1]}, ${size}`, `${names[2]}, ${size}`] as Three,
          values: { size, colour },
          image,
        })),
      ),
    },
  },
  {
    sku: "DASKA-MASL",
    format: "Simple",
    category: "goods",
    names: ["Daska od maslinovog drva", "Olive wood board", "Olivenholzbrett"],
    short: [
      "Daska za posluživanje pršuta i sira; po želji s gravurom.",
      "A serving board for prosciutto and cheese; engraved on request.",
      "Ein Servierbrett für Pršut und Käse; auf Wunsch graviert.",
    ],
    price: 45,
    customOptions: [engraving],
  },
  {
    sku: "CASE-SET",
    format: "Simple",
    category: "goods",
    names: ["Set od dvije vinske čaše", "Pair of wine glasses", "Zwei Weingläser"],
    short: [
      "Dvije ručno puhane čaše; po želji s ugraviranim imenima.",
      "Two hand-blown glasses; names engraved on request.",
      "Zwei mundgeblasene Gläser; auf Wunsch mit eingravierten Namen.",
    ],
    price: 34,
    customOptions: [engraving],
  },
  {
    sku: "VADICEP",
    format: "Simple",
    category: "goods",
    names: ["Konobarski vadičep", "Waiter's corkscrew", "Kellnermesser"],
    short: [
      "Vadičep s drškom od maslinovog drva.",
      "A corkscrew with an olive wood handle.",
      "Ein Korkenzieher mit Griff aus Olivenholz.",
    ],
    price: 19,
  },
  {
    sku: "PAKET-DALM",
    format: "Bundle",
    category: "gifts",
    names: ["Dalmatinski paket", "Dalmatian basket", "Dalmatinischer Korb"],
    short: [
      "Plavac mali, ulje Oblica i suhe smokve u košarici od pruća.",
      "Plavac mali, Oblica oil and dried figs in a wicker basket.",
      "Plavac mali, Oblica-Öl und getrocknete Feigen im Weidenkorb.",
    ],
    price: 59,
    final: 52,
    isFeatured: true,
    bundle: [
      ["VIN-POSTUP-20", 1],
      ["ULJE-OBL-500", 1],
      ["DEL-SMOK-SU", 1],
    ],
    customOptions: [extraBottles],
  },
  {
    sku: "PAKET-ISTRA",
    format: "Bundle",
    category: "gifts",
    names: ["Istarski paket", "Istrian basket", "Istrischer Korb"],
    short: [
      "Malvazija, tartufata i ulje istarska bjelica.",
      "Malvazija, truffle paste and Istarska bjelica oil.",
      "Malvazija, Trüffelpaste und Öl Istarska bjelica.",
    ],
    price: 55,
    bundle: [
      ["VIN-MALV-22", 1],
      ["DEL-TART-PAS", 1],
      ["ULJE-BJEL-500", 1],
    ],
  },
  {
    sku: "PAKET-KONOBA",
    format: "Bundle",
    category: "gifts",
    names: ["Paket Konoba", "Konoba basket", "Konoba-Korb"],
    short: [
      "Babić, livadni med, sol iz Nina i naša pregača u boji po izboru.",
      "Babić, wildflower honey, Nin salt and our apron in the colour you choose.",
      "Babić, Wildblütenhonig, Salz aus Nin und unsere Schürze in Ihrer Wunschfarbe.",
    ],
    price: 89,
    final: 79,
    bundle: [
      ["VIN-BABIC-20", 1],
      ["DEL-MED-LIV", 1],
      ["DEL-SOL-NIN", 1],
      ["PREG-KONOBA", 1],
    ],
  },
  {
    sku: "PAKET-TRIO",
    format: "Bundle",
    category: "gifts",
    names: ["Vinski trio", "Wine trio", "Wein-Trio"],
    short: [
      "Tri vina za upoznavanje Dalmacije: crno, bijelo i rosé.",
      "Three wines to get to know Dalmatia: red, white and rosé.",
      "Drei Weine, um Dalmatien kennenzulernen: rot, weiß und rosé.",
    ],
    price: 64,
    final: 57.6,
    bundle: [
      ["VIN-BABIC-20", 1],
      ["VIN-POSIP-22", 1],
      ["VIN-ROSE-PM", 1],
    ],
  },
  {
    sku: "VINSKI-KLUB",
    format: "Simple",
    category: "gifts",
    names: ["Vinski klub: mjesečna kutija", "Wine club: monthly box", "Weinclub: Monatsbox"],
    short: [
      "Svaki mjesec tri vina iz naših podruma s bilješkama vinara; plaća se PayPal pretplatom koju otkazujete kad želite.",
      "Three wines from our cellars every month with the winemaker's notes; paid by a PayPal subscription you cancel whenever you like.",
      "Jeden Monat drei Weine aus unseren Kellern mit Notizen des Winzers; bezahlt per PayPal-Abonnement, jederzeit kündbar.",
    ],
    price: 39,
    isMonthlyPlan: true,
  },
  {
    sku: "BON-50",
    format: "EProduct",
    category: "digital",
    names: ["Poklon bon 50 €", "Gift voucher €50", "Geschenkgutschein 50 €"],
    short: [
      "Bon za večeru u konobi, šalje se e-poštom kao PDF.",
      "A voucher for dinner at the konoba, sent by e-mail as a PDF.",
      "Ein Gutschein für ein Abendessen in der Konoba, per E-Mail als PDF.",
    ],
    price: 50,
    isFeatured: true,
    customOptions: [recipientName],
  },
  {
    sku: "BON-100",
    format: "EProduct",
    category: "digital",
    names: ["Poklon bon 100 €", "Gift voucher €100", "Geschenkgutschein 100 €"],
    short: [
      "Bon za večeru za dvoje s vinom, šalje se e-poštom kao PDF.",
      "A voucher for dinner for two with wine, sent by e-mail as a PDF.",
      "Ein Gutschein für ein Abendessen zu zweit mit Wein, per E-Mail als PDF.",
    ],
    price: 100,
    customOptions: [recipientName],
  },
  {
    sku: "KNJIGA-PDF",
    format: "EProduct",
    category: "digital",
    names: [
      "Kuharica Konobe Vitrina (PDF)",
      "The Konoba Vitrina cookbook (PDF)",
      "Das Konoba-Vitrina-Kochbuch (PDF)",
    ],
    short: [
      "Četrdeset recepata naše kuhinje, od peke do rožate, 112 stranica.",
      "Forty recipes from our kitchen, from peka to rožata, 112 pages.",
      "Vierzig Rezepte aus unserer Küche, von Peka bis Rožata, 112 Seiten.",
    ],
    price: 14.9,
    final: 11.9,
    isFeatured: true,
  },
];

/** A slug from a name: lower case, no diacritics, words joined by hyphens. */
export const slugOf = (name: string): string => searchTextOf(name).replaceAll(" ", "-");

/** The name of a product's picture (public/images/demo/<name>-<width>.<ext>, npm run images). */
export const imageOf = (product: DemoProduct): string =>
  product.image ?? `product-${slugOf(product.names[0])}`;

/** Cross-sell pairs: what a product page suggests next to it. */
export const crossSell: Record<string, string[]> = {
  "VIN-DINGAC-19": ["DASKA-MASL", "CASE-SET", "VIN-POSTUP-20"],
  "VIN-MALV-22": ["DEL-TART-PAS", "ULJE-BJEL-500", "VIN-MALV-R20"],
  "ULJE-OBL-500": ["DEL-SOL-NIN", "DEL-SMOK-SU", "ULJE-KUP-750"],
  "PREG-KONOBA": ["KNJIGA-PDF", "DASKA-MASL", "MAJ-VITRINA"],
  "MAJ-VITRINA": ["PREG-KONOBA", "VADICEP"],
  "PAKET-DALM": ["PAKET-ISTRA", "PAKET-TRIO", "BON-50"],
  "KNJIGA-PDF": ["PREG-KONOBA", "BON-50"],
};
