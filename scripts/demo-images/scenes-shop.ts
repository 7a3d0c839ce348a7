import { demoProducts, imageOf } from "../../server/db/seed/catalog/products.ts";
import {
  type BottleShape,
  type JarShape,
  type LabelStyle,
  basketFront,
  basketHandle,
  book,
  clothCover,
  crateFront,
  heap,
  labelledBottle,
  labelledJar,
  place,
  sack,
  sprigs,
  truffle,
  voucher,
} from "./product-objects.ts";
import { board, corkscrew, figs, garment, glasses, stage } from "./scenes-products.ts";

// Issue 23: each demo product has its own picture, named by its Croatian slug (imageOf in
// server/db/seed/catalog/products.ts): its own bottle shape, label, colours and words; a bundle
// shows its contents side by side in a basket or a crate.

type Wine = [
  glass: string,
  shape: BottleShape,
  label: string,
  style: LabelStyle,
  capsule: string,
  ink: string,
  title: string,
];
const wines: Record<string, Wine> = {
  "VIN-DINGAC-19": ["#2a0a12", "bordeaux", "#efe3cc", "panel", "#7a1f1f", "#3b2a22", "Dingač"],
  "VIN-POSTUP-20": ["#1f0d10", "burgundy", "#1f2a44", "oval", "#c9a44c", "#f3e7d3", "Postup"],
  "VIN-HVAR-21": ["#33101a", "bordeaux", "#2f6f86", "band", "#1f2a44", "#f6efe0", "Hvar"],
  "VIN-TERAN-21": ["#2b0c1c", "burgundy", "#b5532a", "arch", "#3b2a22", "#fbf2ea", "Teran"],
  "VIN-TERAN-R18": ["#1a0a0e", "bordeaux", "#111111", "panel", "#c9a44c", "#c9a44c", "Teran"],
  "VIN-BABIC-20": ["#2a0a12", "burgundy", "#f6efe0", "band", "#2f6f86", "#7a1f1f", "Babić"],
  "VIN-MERLOT-19": ["#300c16", "bordeaux", "#5f6b32", "oval", "#5f6b32", "#f6efe0", "Merlot"],
  "VIN-CRLJ-20": ["#24080e", "flute", "#e6dccb", "arch", "#7a1f1f", "#5c1024", "Crljenak"],
  "VIN-MALV-22": ["#b9b76a", "bordeaux", "#f6efe0", "panel", "#2f6f86", "#2f6f86", "Malvazija"],
  "VIN-MALV-R20": ["#a39b48", "burgundy", "#1f2a44", "band", "#c9a44c", "#f3e7d3", "Malvazija"],
  "VIN-MALV-ORG": ["#c4c47a", "bordeaux", "#dfe9c8", "oval", "#5f6b32", "#3f5a25", "Bio"],
  "VIN-POSIP-22": ["#8fa05a", "burgundy", "#f3e7d3", "arch", "#b5532a", "#b5532a", "Pošip"],
  "VIN-POSIP-SL": ["#7f9150", "bordeaux", "#2f6f86", "panel", "#f3e7d3", "#f6efe0", "Pošip"],
  "VIN-GRAS-21": ["#c9c785", "flute", "#f6efe0", "band", "#5f6b32", "#3b2a22", "Graševina"],
  "VIN-GRAS-IB": ["#d4b25a", "flute", "#5c1024", "oval", "#c9a44c", "#f3e7d3", "Izborna"],
  "VIN-ZLAHT-22": ["#b8c48a", "flute", "#e0ecef", "arch", "#2f6f86", "#1f2a44", "Žlahtina"],
  "VIN-ROSE-PM": ["#e38c8f", "bordeaux", "#fbf2ea", "oval", "#e6dccb", "#9a3a48", "Rosé"],
  "VIN-ROSE-TE": ["#d9767e", "burgundy", "#1f2a44", "panel", "#b5532a", "#f6c9c5", "Teran"],
  "VIN-ROSE-BA": ["#f0a5a0", "flute", "#f6efe0", "band", "#2f6f86", "#2f6f86", "Babić"],
};

type Oil = [glass: string, shape: BottleShape, label: string, ink: string, title: string];
const oils: Record<string, Oil> = {
  "ULJE-OBL-500": ["#4f5d1e", "square", "#f1ead2", "#3f5a25", "Oblica"],
  "ULJE-OBL-250": ["#4f5d1e", "slim", "#f1ead2", "#3f5a25", "Oblica"],
  "ULJE-BJEL-500": ["#2f3f1a", "burgundy", "#e0ecef", "#1f2a44", "Bjelica"],
  "ULJE-BUZA-500": ["#7d8a2a", "square", "#3f5a25", "#f1ead2", "Buža"],
  "ULJE-LEV-500": ["#9aa23a", "bordeaux", "#f6efe0", "#b5532a", "Levantinka"],
  "ULJE-LEC-500": ["#6a7a24", "slim", "#1f2a44", "#f6efe0", "Leccino"],
  "ULJE-KUP-750": ["#3f4d18", "burgundy", "#c9a44c", "#2a2a12", "Kupaža"],
};

/** A jar; `inside` shows through the glass, `cover` sits over the lid, `beside` stands next to it. */
type Pantry = Parameters<typeof labelledJar>[0] & { shape: JarShape; beside?: string };
const jars: Record<string, Pantry> = {
  "DEL-MED-LIV": {
    shape: "round",
    fill: "#d89a2b",
    lid: "#6b4a2f",
    label: "#f5ecd6",
    ink: "#6b4a2f",
    title: "Med",
    line: "livadni",
  },
  "DEL-MED-LAV": {
    shape: "hex",
    fill: "#e0a93c",
    lid: "#7b5aa6",
    label: "#efe6f6",
    ink: "#5a3f80",
    title: "Lavanda",
    line: "med",
    beside: sprigs({ x: 1110, y: 1180, count: 3, height: 420, colour: "#8a6fc0" }),
  },
  "DEL-TART-PAS": {
    shape: "squat",
    fill: "#3a2c24",
    lid: "#1f1a17",
    label: "#e9dfc9",
    ink: "#3a2c24",
    title: "Tartufata",
    beside: truffle(1150, 1120, 60),
  },
  "DEL-TART-CRN": {
    shape: "tall",
    fill: "#d7dcd8",
    lid: "#c9a44c",
    label: "#1f1a17",
    ink: "#c9a44c",
    title: "Tartuf",
    inside: truffle(800, 880, 95),
    beside: truffle(560, 1130, 50),
  },
  "DEL-SMOK-DZ": {
    shape: "round",
    fill: "#6e2a3a",
    lid: "#c8a050",
    label: "#f5ecd6",
    ink: "#6e2a3a",
    title: "Džem",
    line: "od smokava",
    cover: clothCover(460, 470, "#b5323a"),
  },
  "DEL-SOL-LAV": {
    shape: "tall",
    fill: "#eef0ee",
    lid: "#3b5a6a",
    label: "#dfe8ec",
    ink: "#3b5a6a",
    title: "Sol",
    line: "s lavandom",
    beside: sprigs({ x: 1080, y: 1180, count: 4, height: 360, colour: "#8a6fc0" }),
  },
  "DEL-MASL-ZEL": {
    shape: "tall",
    fill: "#c9d19a",
    lid: "#5f6b32",
    label: "#f6efe0",
    ink: "#3f5a25",
    title: "Masline",
    inside: heap({ x: 800, y: 1120, count: 12, r: 34, colours: ["#6f7d2b", "#7f8f35", "#5f6b24"] }),
  },
  "DEL-AJVAR": {
    shape: "squat",
    fill: "#b83a1e",
    lid: "#e6dccb",
    label: "#f6efe0",
    ink: "#b83a1e",
    title: "Ajvar",
    beside: `<path d="M1080 1180 Q1020 1060 1090 960 Q1150 900 1200 960 Q1250 1060 1190 1180 Z" fill="#c8321e"/><path d="M1140 950 Q1150 900 1180 880" stroke="#4f6b2a" stroke-width="16" fill="none"/>`,
  },
};

const spirits: Record<string, () => string> = {
  "DEL-TRAV-500": () =>
    labelledBottle({
      glass: "#d9e0d2",
      shape: "slim",
      capsule: "#2d4b3a",
      label: "#2d4b3a",
      style: "band",
      ink: "#f1ead2",
      title: "Travarica",
      inside: sprigs({ x: 800, y: 1170, count: 3, height: 520, colour: "#6f8f3a", spread: 12 }),
    }),
  "DEL-ROGA-500": () =>
    labelledBottle({
      glass: "#4a2a18",
      shape: "bordeaux",
      capsule: "#c9a44c",
      label: "#e9dfc9",
      style: "oval",
      ink: "#4a2a18",
      title: "Rogačica",
    }) +
    [0, 1, 2]
      .map(
        (index) =>
          `<path d="M${450 + index * 40} ${1170 - index * 8} Q${560 + index * 40} ${1080 - index * 10} ${700 + index * 20} ${1140 - index * 6}" stroke="#3a1f12" stroke-width="34" stroke-linecap="round" fill="none"/>`,
      )
      .join(""),
};

const apron = () => garment({ colour: "#b5532a", isShirt: false });

/** What a product looks like on its own (a bundle draws its contents with these). */
function objectsOf(sku: string): string {
  const wine = wines[sku];
  if (wine) {
    const [glass, shape, label, style, capsule, ink, title] = wine;
    const vintage = demoProducts.find((product) => product.sku === sku)?.values?.["vintage"];
    return labelledBottle({
      glass,
      shape,
      capsule,
      label,
      style,
      ink,
      title,
      line: String(vintage),
    });
  }
  const oil = oils[sku];
  if (oil) {
    const [glass, shape, label, ink, title] = oil;
    const volume = demoProducts.find((product) => product.sku === sku)?.values?.["volume"];
    const bottle = labelledBottle({
      glass,
      shape,
      capsule: "#c9a44c",
      label,
      style: "panel",
      ink,
      title,
      line: `${String(volume)} ml`,
    });
    return sku === "ULJE-OBL-250" ? place(bottle, 800, 1180, 0.78) : bottle;
  }
  const jar = jars[sku];
  if (jar) return labelledJar(jar) + (jar.beside ?? "");
  const spirit = spirits[sku];
  if (spirit) return spirit();
  const other: Record<string, () => string> = {
    "ULJE-BIO-1000": () =>
      `<rect x="560" y="560" width="480" height="620" rx="24" fill="#3f5a25"/><rect x="590" y="500" width="120" height="80" rx="12" fill="#c9a44c"/><path d="M820 560 Q900 430 980 560" stroke="#1f2a12" stroke-width="22" fill="none"/><rect x="600" y="700" width="400" height="340" rx="16" fill="#f1ead2"/><path d="M660 900 Q800 760 940 900" stroke="#5f6b32" stroke-width="10" fill="none"/>${heap({ x: 800, y: 930, count: 3, r: 22, colours: ["#3f5a25"] })}<text x="800" y="1000" font-family="DejaVu Serif, serif" font-size="54" font-weight="bold" text-anchor="middle" fill="#3f5a25">BIO 1 l</text>`,
    "DEL-SMOK-SU": figs,
    "DEL-SOL-NIN": () =>
      sack("#e6dccb", "Nin") +
      heap({ x: 1150, y: 1160, count: 6, r: 22, colours: ["#f8f8f4", "#e8ecec"] }),
    "DASKA-MASL": board,
    "CASE-SET": glasses,
    VADICEP: corkscrew,
    "PREG-KONOBA": apron,
    "BON-50": () => voucher("#b5532a", "50 €"),
    "BON-100": () => voucher("#1f2a44", "100 €"),
    "KNJIGA-PDF": () => book("#1f2a44", "Kuharica", "Konoba Vitrina"),
    "VINSKI-KLUB": () =>
      [
        ["VIN-DINGAC-19", 600],
        ["VIN-MALV-22", 800],
        ["VIN-ROSE-PM", 1000],
      ]
        .map(([item, x]) => place(objectsOf(String(item)), Number(x), 1100, 0.66))
        .join("") + crateFront("VINSKI KLUB"),
  };
  const draw = other[sku];
  if (!draw) throw new Error(`no drawing for ${sku}`);
  return draw();
}

/** A bundle: its contents side by side, in a basket or a crate. */
function bundleObjects(skus: string[], holder: "basket" | "crate"): string {
  const step = 600 / Math.max(1, skus.length - 1);
  const contents = skus
    .map((sku, index) =>
      place(objectsOf(sku), 500 + index * step, 1080, skus.length > 3 ? 0.56 : 0.66),
    )
    .join("");
  return holder === "basket"
    ? basketHandle() + contents + basketFront()
    : contents + crateFront("VITRINA");
}

const walls = [
  "#7b4a3c",
  "#8a7a55",
  "#6f7448",
  "#5b4a3c",
  "#7a4a4a",
  "#6a7a84",
  "#8d6a3a",
  "#4a4a52",
  "#6d5a48",
  "#3f4a5a",
];

/** The product pictures by imageOf's names, those the seed's products (not variants) show. */
export const shopScenes: Record<string, () => string> = Object.fromEntries(
  demoProducts
    .filter((product) => product.format !== "Configurable")
    .map((product, index) => [
      imageOf(product),
      () =>
        stage(200 + index, walls[index % walls.length] ?? "#6d5a48", [
          product.bundle
            ? bundleObjects(
                product.bundle.map(([sku]) => sku),
                product.sku === "PAKET-DALM" || product.sku === "PAKET-KONOBA" ? "basket" : "crate",
              )
            : objectsOf(product.sku),
        ]),
    ]),
);
