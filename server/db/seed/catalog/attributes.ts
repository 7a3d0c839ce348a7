import type { AttributeSaveRequest } from "#generated/types.ts";

const text = (hrv: string, eng: string, deu: string) => ({ hrv, eng, deu });
const values = (...labels: [string, string, string][]) =>
  labels.map(([hrv, eng, deu]) => ({ label: text(hrv, eng, deu) }));

/** The demo shop's attributes: one of every spec 3 input type, with real values. */
export const demoAttributes: AttributeSaveRequest[] = [
  {
    attributeCode: "grapeVariety",
    inputType: "dropdown",
    label: text("Sorta grožđa", "Grape variety", "Rebsorte"),
    position: 1,
    values: [
      "Plavac mali",
      "Teran",
      "Babić",
      "Merlot",
      "Crljenak kaštelanski",
      "Malvazija istarska",
      "Pošip",
      "Graševina",
      "Žlahtina",
    ].map((name) => ({ label: text(name, name, name) })),
  },
  {
    attributeCode: "region",
    inputType: "dropdown",
    label: text("Regija", "Region", "Region"),
    position: 2,
    values: values(
      ["Dalmacija", "Dalmatia", "Dalmatien"],
      ["Istra", "Istria", "Istrien"],
      ["Slavonija", "Slavonia", "Slawonien"],
      ["Kvarner", "Kvarner", "Kvarner"],
    ),
  },
  {
    attributeCode: "vintage",
    inputType: "numberField",
    label: text("Berba", "Vintage", "Jahrgang"),
    position: 3,
  },
  {
    attributeCode: "alcohol",
    inputType: "numberField",
    label: text("Alkohol", "Alcohol", "Alkohol"),
    unit: "%",
    position: 4,
  },
  {
    attributeCode: "volume",
    inputType: "numberField",
    label: text("Volumen", "Volume", "Inhalt"),
    unit: "ml",
    position: 5,
  },
  {
    attributeCode: "oliveVarieties",
    inputType: "multipleSelect",
    label: text("Sorte maslina", "Olive varieties", "Olivensorten"),
    position: 6,
    values: ["Oblica", "Istarska bjelica", "Buža", "Leccino", "Levantinka"].map((name) => ({
      label: text(name, name, name),
    })),
  },
  {
    attributeCode: "harvestDate",
    inputType: "date",
    label: text("Datum berbe", "Harvest date", "Erntedatum"),
    position: 7,
  },
  {
    attributeCode: "bottledAt",
    inputType: "dateTime",
    label: text("Punjeno", "Bottled", "Abgefüllt"),
    position: 8,
    isFilterable: false,
  },
  {
    attributeCode: "organic",
    inputType: "yesNo",
    label: text("Ekološki uzgoj", "Organic", "Bio"),
    position: 9,
  },
  {
    attributeCode: "size",
    inputType: "textSwatch",
    label: text("Veličina", "Size", "Größe"),
    position: 10,
    values: ["S", "M", "L", "XL"].map((name) => ({ label: text(name, name, name) })),
  },
  {
    attributeCode: "colour",
    inputType: "visualSwatch",
    label: text("Boja", "Colour", "Farbe"),
    position: 11,
    values: [
      { label: text("Terakota", "Terracotta", "Terrakotta"), swatch: "#b5532a" },
      { label: text("Maslinasta", "Olive", "Olivgrün"), swatch: "#5f6b32" },
      { label: text("Tinta", "Ink blue", "Tintenblau"), swatch: "#1f2a44" },
      { label: text("Lan", "Linen", "Leinen"), swatch: "#e6dccb" },
    ],
  },
];
