import { glow, gradient, random, svg } from "./draw.ts";

// Product still lifes of the demo shop (issue 8): one object on a stone shelf against a
// limewashed wall, lit from the left, square like a shop grid's cards.
const S = 1600;

/** The shelf and the wall; `objects` stand on the shelf, centred on x 800, feet at y 1180. */
export function stage(seed: number, wall: string, objects: string[]): string {
  const rand = random(seed);
  const specks: string[] = [];
  for (let index = 0; index < 90; index += 1)
    specks.push(
      `<circle cx="${Math.round(rand() * S)}" cy="${Math.round(rand() * 1100)}" r="${(1 + rand() * 3).toFixed(1)}" fill="#fff" opacity="${(0.05 + rand() * 0.08).toFixed(2)}"/>`,
    );
  return svg(
    S,
    S,
    [
      gradient("wall", [
        [0, wall],
        [1, "#2b221d"],
      ]),
      gradient("shelf", [
        [0, "#b9a58a"],
        [1, "#6e5d49"],
      ]),
    ],
    [
      `<rect width="${S}" height="${S}" fill="url(#wall)"/>`,
      ...specks,
      glow(420, 380, 700, "#fff3d6", 0.35),
      `<rect y="1160" width="${S}" height="440" fill="url(#shelf)"/>`,
      `<rect y="1160" width="${S}" height="14" fill="#d8c7ad" opacity="0.7"/>`,
      `<ellipse cx="800" cy="1190" rx="420" ry="40" fill="#000" opacity="0.28"/>`,
      ...objects,
    ],
  );
}

export function bottle(input: {
  glass: string;
  label: string;
  neck?: number;
  wide?: number;
}): string {
  const w = input.wide ?? 220;
  const neck = input.neck ?? 260;
  const x = 800 - w / 2;
  return [
    `<path d="M${x} 1180 L${x} 640 Q${x} 540 ${800 - 45} 480 L${800 - 45} ${480 - neck} L${800 + 45} ${480 - neck} L${800 + 45} 480 Q${x + w} 540 ${x + w} 640 L${x + w} 1180 Z" fill="${input.glass}"/>`,
    `<rect x="${800 - 50}" y="${480 - neck - 40}" width="100" height="60" rx="8" fill="#7a1f1f"/>`,
    `<rect x="${x + 20}" y="760" width="${w - 40}" height="250" rx="10" fill="${input.label}"/>`,
    `<rect x="${x + 50}" y="820" width="${w - 100}" height="14" rx="7" fill="#3b2a22" opacity="0.7"/>`,
    `<rect x="${x + 70}" y="860" width="${w - 140}" height="10" rx="5" fill="#3b2a22" opacity="0.5"/>`,
    `<path d="M${x + 30} 620 Q${x + 40} 560 ${800 - 30} 520 L${800 - 30} 560 Q${x + 60} 600 ${x + 55} 1150 L${x + 30} 1150 Z" fill="#fff" opacity="0.18"/>`,
  ].join("");
}

export function jar(input: { fill: string; lid: string; label: string }): string {
  return [
    `<rect x="560" y="700" width="480" height="480" rx="70" fill="${input.fill}"/>`,
    `<rect x="590" y="620" width="420" height="110" rx="24" fill="${input.lid}"/>`,
    `<rect x="610" y="860" width="380" height="180" rx="14" fill="${input.label}"/>`,
    `<rect x="660" y="920" width="280" height="16" rx="8" fill="#3b2a22" opacity="0.6"/>`,
    `<rect x="590" y="760" width="60" height="380" rx="30" fill="#fff" opacity="0.2"/>`,
  ].join("");
}

export function garment(input: { colour: string; isShirt: boolean }): string {
  const body = input.isShirt
    ? `<path d="M560 520 L700 460 Q800 520 900 460 L1040 520 L1160 700 L1060 760 L1020 700 L1020 1180 L580 1180 L580 700 L540 760 L440 700 Z" fill="${input.colour}"/>`
    : `<path d="M620 420 L980 420 L980 640 Q1080 660 1100 760 L1060 1180 L540 1180 L500 760 Q520 660 620 640 Z" fill="${input.colour}"/><path d="M640 420 Q800 250 960 420" stroke="#6b4a2f" stroke-width="18" fill="none"/><rect x="700" y="880" width="200" height="150" rx="12" fill="#000" opacity="0.15"/>`;
  return `${body}<rect x="540" y="600" width="70" height="560" fill="#fff" opacity="0.08"/>`;
}

const basket = (): string =>
  [
    `<path d="M420 760 L1180 760 L1100 1180 L500 1180 Z" fill="#a87a45"/>`,
    ...[0, 1, 2, 3, 4].map(
      (row) =>
        `<rect x="${450 + row * 12}" y="${800 + row * 76}" width="${700 - row * 24}" height="14" fill="#7d5730" opacity="0.8"/>`,
    ),
    `<path d="M520 760 Q800 380 1080 760" stroke="#8a6238" stroke-width="30" fill="none"/>`,
    bottleInBasket(660, "#3a0d18"),
    bottleInBasket(800, "#56632a"),
    `<circle cx="960" cy="720" r="70" fill="#6b3a5a"/><circle cx="1030" cy="740" r="55" fill="#7d4a68"/>`,
  ].join("");

function bottleInBasket(x: number, glass: string): string {
  return `<path d="M${x - 45} 780 L${x - 45} 560 Q${x - 45} 520 ${x - 18} 500 L${x - 18} 400 L${x + 18} 400 L${x + 18} 500 Q${x + 45} 520 ${x + 45} 560 L${x + 45} 780 Z" fill="${glass}"/>`;
}

export const card = (accent: string, isBook: boolean): string =>
  isBook
    ? `<rect x="520" y="460" width="560" height="720" rx="16" fill="${accent}"/><rect x="520" y="460" width="60" height="720" fill="#000" opacity="0.2"/><rect x="640" y="600" width="360" height="30" rx="15" fill="#f3e7d3"/><rect x="680" y="660" width="280" height="18" rx="9" fill="#f3e7d3" opacity="0.7"/><circle cx="820" cy="900" r="120" fill="#f3e7d3" opacity="0.25"/>`
    : `<g transform="rotate(-8 800 900)"><rect x="420" y="700" width="760" height="440" rx="26" fill="#f3e7d3"/><rect x="420" y="700" width="760" height="110" rx="26" fill="${accent}"/><rect x="500" y="880" width="420" height="34" rx="17" fill="#3b2a22" opacity="0.7"/><rect x="500" y="950" width="300" height="22" rx="11" fill="#3b2a22" opacity="0.4"/><circle cx="1060" cy="1010" r="70" fill="${accent}" opacity="0.8"/></g>`;

export const board = (): string =>
  `<path d="M440 900 Q440 820 520 820 L1000 820 Q1060 820 1080 860 L1240 860 Q1280 900 1240 940 L1080 940 Q1060 1000 1000 1000 L520 1000 Q440 1000 440 900 Z" fill="#a0703f"/><path d="M480 870 Q700 850 1000 880 M480 930 Q760 950 1020 920" stroke="#6d4a27" stroke-width="6" fill="none" opacity="0.6"/><rect x="560" y="770" width="200" height="60" rx="30" fill="#c98d7b"/><rect x="800" y="780" width="160" height="50" rx="12" fill="#f1d9a0"/>`;

export const glasses = (): string =>
  [560, 1040]
    .map(
      (x) =>
        `<path d="M${x - 130} 560 Q${x - 140} 820 ${x} 860 Q${x + 140} 820 ${x + 130} 560 Z" fill="#e8eef0" opacity="0.55"/><path d="M${x - 110} 700 Q${x - 100} 820 ${x} 840 Q${x + 100} 820 ${x + 110} 700 Z" fill="#5c1024"/><rect x="${x - 10}" y="860" width="20" height="260" fill="#e8eef0" opacity="0.7"/><ellipse cx="${x}" cy="1150" rx="110" ry="26" fill="#e8eef0" opacity="0.7"/>`,
    )
    .join("");

export const corkscrew = (): string =>
  `<rect x="460" y="900" width="600" height="90" rx="45" fill="#8b5e34"/><rect x="1040" y="920" width="220" height="50" rx="10" fill="#b8bcc0"/><path d="M700 990 q30 40 0 80 q-30 40 0 80" stroke="#b8bcc0" stroke-width="18" fill="none"/><rect x="520" y="920" width="420" height="14" rx="7" fill="#fff" opacity="0.2"/>`;

export const figs = (): string =>
  [0, 1, 2, 3, 4, 5]
    .map(
      (index) =>
        `<circle cx="${560 + (index % 3) * 240}" cy="${index < 3 ? 1060 : 930}" r="${110 - (index % 2) * 10}" fill="${index % 2 ? "#6e3b57" : "#84506b"}"/><path d="M${560 + (index % 3) * 240} ${(index < 3 ? 1060 : 930) - 100} l0 -40" stroke="#5b6b2a" stroke-width="16"/>`,
    )
    .join("");

/** The product pictures by the names the seed gives them (public/images/demo/<name>-*.jpg). */
export const productScenes: Record<string, () => string> = {
  "product-wine-red": () => stage(101, "#7b4a3c", [bottle({ glass: "#2a0a12", label: "#efe3cc" })]),
  "product-wine-white": () =>
    stage(102, "#8a7a55", [bottle({ glass: "#b9b76a", label: "#f6efe0" })]),
  "product-wine-rose": () =>
    stage(103, "#9a6a62", [bottle({ glass: "#e38c8f", label: "#fbf2ea" })]),
  "product-olive-oil": () =>
    stage(104, "#6f7448", [bottle({ glass: "#7d8a2a", label: "#f1ead2", neck: 180, wide: 260 })]),
  "product-rakija": () =>
    stage(105, "#7c6a52", [bottle({ glass: "#d9e0d2", label: "#2d4b3a", neck: 300, wide: 180 })]),
  "product-honey": () =>
    stage(106, "#8d6a3a", [jar({ fill: "#d89a2b", lid: "#6b4a2f", label: "#f5ecd6" })]),
  "product-truffle": () =>
    stage(107, "#5b4a3c", [jar({ fill: "#3a2c24", lid: "#1f1a17", label: "#e9dfc9" })]),
  "product-jam": () =>
    stage(108, "#7a4a4a", [jar({ fill: "#6e2a3a", lid: "#c8a050", label: "#f5ecd6" })]),
  "product-salt": () =>
    stage(109, "#6a7a84", [jar({ fill: "#eef0ee", lid: "#3b5a6a", label: "#dfe8ec" })]),
  "product-figs": () => stage(110, "#6d5a48", [figs()]),
  "product-apron-terracotta": () =>
    stage(111, "#8f7a64", [garment({ colour: "#b5532a", isShirt: false })]),
  "product-apron-olive": () =>
    stage(112, "#8f7a64", [garment({ colour: "#5f6b32", isShirt: false })]),
  "product-apron-ink": () =>
    stage(113, "#8f7a64", [garment({ colour: "#1f2a44", isShirt: false })]),
  "product-apron-linen": () =>
    stage(114, "#6f5d4c", [garment({ colour: "#e6dccb", isShirt: false })]),
  "product-tshirt-ink": () =>
    stage(115, "#8f7a64", [garment({ colour: "#1f2a44", isShirt: true })]),
  "product-tshirt-linen": () =>
    stage(116, "#6f5d4c", [garment({ colour: "#e6dccb", isShirt: true })]),
  "product-board": () => stage(117, "#6a5a4a", [board()]),
  "product-glasses": () => stage(118, "#4a4a52", [glasses()]),
  "product-corkscrew": () => stage(119, "#5a4e44", [corkscrew()]),
  "product-basket": () => stage(120, "#7a6a52", [basket()]),
  "product-voucher": () => stage(121, "#3f4a5a", [card("#b5532a", false)]),
  "product-cookbook": () => stage(122, "#5a4a3c", [card("#1f2a44", true)]),
};
