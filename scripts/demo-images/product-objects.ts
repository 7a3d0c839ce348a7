// The objects of the demo shop's own product pictures (scenes-shop.ts): each drawn centred on
// x 800 with its feet at y 1180 of the 1600 px stage (scenes-products.ts), so a bundle can set
// its contents side by side at a smaller scale.

const cx = 800;
const base = 1180;
const serif = `font-family="DejaVu Serif, serif"`;

/** Objects drawn at `scale`, centred on x `x`, feet at y `feet` (a bundle's contents). */
export const place = (objects: string, x: number, feet: number, scale: number): string =>
  `<g transform="translate(${x - cx * scale} ${feet - base * scale}) scale(${scale})">${objects}</g>`;

/** A label's words, as large as the width allows. */
export function words(input: {
  text: string;
  y: number;
  width: number;
  ink: string;
  max?: number;
  x?: number;
  isBold?: boolean;
}): string {
  const size = Math.round(Math.min(input.max ?? 44, (input.width * 1.75) / input.text.length));
  const weight = input.isBold ? ` font-weight="bold"` : "";
  return `<text x="${input.x ?? cx}" y="${input.y}" ${serif} font-size="${size}"${weight} text-anchor="middle" fill="${input.ink}">${input.text}</text>`;
}

const highlight = (x: number, top: number) =>
  `<path d="M${x + 26} ${top} Q${x + 34} ${top - 50} ${x + 60} ${top - 80} L${x + 60} ${top - 40} Q${x + 50} ${top} ${x + 50} ${base - 30} L${x + 26} ${base - 30} Z" fill="#fff" opacity="0.18"/>`;

export type BottleShape = "bordeaux" | "burgundy" | "flute" | "square" | "slim";
export type LabelStyle = "panel" | "oval" | "band" | "arch";

/** A bottle of wine, oil or spirits with its own shape, capsule and a label that names it. */
export function labelledBottle(input: {
  glass: string;
  shape: BottleShape;
  capsule: string;
  label: string;
  style: LabelStyle;
  ink: string;
  title: string;
  line?: string;
  inside?: string;
}): string {
  const w = { bordeaux: 220, burgundy: 250, flute: 170, square: 200, slim: 160 }[input.shape];
  const top = { bordeaux: 230, burgundy: 250, flute: 180, square: 380, slim: 260 }[input.shape];
  const x = cx - w / 2;
  const n = input.shape === "square" ? 34 : 42;
  const body = {
    bordeaux: `M${x} ${base} L${x} 640 Q${x} 540 ${cx - n} 490 L${cx - n} ${top} L${cx + n} ${top} L${cx + n} 490 Q${x + w} 540 ${x + w} 640 L${x + w} ${base} Z`,
    burgundy: `M${x} ${base} L${x} 740 C${x} 580 ${cx - n} 560 ${cx - n} 440 L${cx - n} ${top} L${cx + n} ${top} L${cx + n} 440 C${cx + n} 560 ${x + w} 580 ${x + w} 740 L${x + w} ${base} Z`,
    flute: `M${x} ${base} L${x} 780 C${x} 620 ${cx - 34} 560 ${cx - 34} 420 L${cx - 34} ${top} L${cx + 34} ${top} L${cx + 34} 420 C${cx + 34} 560 ${x + w} 620 ${x + w} 780 L${x + w} ${base} Z`,
    square: `M${x} ${base} L${x} 600 Q${x} 560 ${cx - n} 540 L${cx - n} ${top} L${cx + n} ${top} L${cx + n} 540 Q${x + w} 560 ${x + w} 600 L${x + w} ${base} Z`,
    slim: `M${x} ${base} L${x} 660 Q${x} 560 ${cx - 30} 520 L${cx - 30} ${top} L${cx + 30} ${top} L${cx + 30} 520 Q${x + w} 560 ${x + w} 660 L${x + w} ${base} Z`,
  }[input.shape];
  const labelTop = input.shape === "flute" ? 820 : input.shape === "square" ? 700 : 780;
  const labelHeight = 230;
  const inner = w - 36;
  const frame = {
    panel: `<rect x="${x + 18}" y="${labelTop}" width="${inner}" height="${labelHeight}" rx="8" fill="${input.label}"/><rect x="${x + 30}" y="${labelTop + 12}" width="${inner - 24}" height="${labelHeight - 24}" rx="4" fill="none" stroke="${input.ink}" stroke-width="3" opacity="0.5"/>`,
    oval: `<ellipse cx="${cx}" cy="${labelTop + labelHeight / 2}" rx="${inner / 2 + 6}" ry="${labelHeight / 2}" fill="${input.label}"/>`,
    band: `<rect x="${x}" y="${labelTop + 20}" width="${w}" height="${labelHeight - 40}" fill="${input.label}"/><rect x="${x}" y="${labelTop + 30}" width="${w}" height="6" fill="#c9a44c"/><rect x="${x}" y="${labelTop + labelHeight - 36}" width="${w}" height="6" fill="#c9a44c"/>`,
    arch: `<path d="M${x + 18} ${labelTop + labelHeight} L${x + 18} ${labelTop + 70} Q${cx} ${labelTop - 50} ${x + w - 18} ${labelTop + 70} L${x + w - 18} ${labelTop + labelHeight} Z" fill="${input.label}"/>`,
  }[input.style];
  const middle = labelTop + labelHeight / 2;
  return [
    `<path d="${body}" fill="${input.glass}"/>`,
    input.inside ?? "",
    `<rect x="${cx - n - 6}" y="${top - 36}" width="${2 * n + 12}" height="${input.shape === "square" ? 70 : 150}" rx="8" fill="${input.capsule}"/>`,
    frame,
    words({ text: input.title, y: middle + 4, width: inner - 20, ink: input.ink, isBold: true }),
    input.line
      ? words({ text: input.line, y: middle + 50, width: inner - 40, ink: input.ink, max: 30 })
      : "",
    highlight(x, 640),
  ].join("");
}

export type JarShape = "round" | "hex" | "squat" | "tall";

/** A jar with a lid and a label; `inside` draws what shows through the glass. */
export function labelledJar(input: {
  shape: JarShape;
  fill: string;
  lid: string;
  label: string;
  ink: string;
  title: string;
  line?: string;
  inside?: string;
  cover?: string;
}): string {
  const w = { round: 460, hex: 440, squat: 420, tall: 320 }[input.shape];
  const h = { round: 470, hex: 480, squat: 300, tall: 560 }[input.shape];
  const x = cx - w / 2;
  const top = base - h;
  const body =
    input.shape === "hex"
      ? `<path d="M${x + 60} ${top} L${x + w - 60} ${top} L${x + w} ${top + 110} L${x + w} ${base - 110} L${x + w - 60} ${base} L${x + 60} ${base} L${x} ${base - 110} L${x} ${top + 110} Z" fill="${input.fill}"/>`
      : `<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="${input.shape === "tall" ? 40 : 70}" fill="${input.fill}"/>`;
  const labelY = top + h * 0.36;
  const labelH = Math.min(180, h * 0.4);
  return [
    body,
    input.inside ?? "",
    `<rect x="${x + 30}" y="${top - 80}" width="${w - 60}" height="100" rx="22" fill="${input.lid}"/>`,
    input.cover ?? "",
    `<rect x="${x + 36}" y="${labelY}" width="${w - 72}" height="${labelH}" rx="14" fill="${input.label}"/>`,
    words({
      text: input.title,
      y: labelY + labelH / 2 + (input.line ? -4 : 14),
      width: w - 110,
      ink: input.ink,
      isBold: true,
    }),
    input.line
      ? words({
          text: input.line,
          y: labelY + labelH / 2 + 40,
          width: w - 130,
          ink: input.ink,
          max: 28,
        })
      : "",
    `<rect x="${x + 26}" y="${top + 40}" width="50" height="${h - 90}" rx="25" fill="#fff" opacity="0.2"/>`,
  ].join("");
}

/** A checked cloth tied over a jar's lid (home-made preserves). */
export const clothCover = (jarWidth: number, jarHeight: number, colour: string): string => {
  const top = base - jarHeight - 100;
  const x = cx - jarWidth / 2 - 20;
  const w = jarWidth + 40;
  const checks = [0, 1, 2, 3, 4, 5]
    .map(
      (index) =>
        `<rect x="${x + 10 + index * (w / 6)}" y="${top - 20}" width="${w / 12}" height="150" fill="#fff" opacity="0.35"/>`,
    )
    .join("");
  return `<path d="M${x} ${top + 130} Q${x - 20} ${top + 40} ${x + 30} ${top - 20} Q${cx} ${top - 70} ${x + w - 30} ${top - 20} Q${x + w + 20} ${top + 40} ${x + w} ${top + 130} Z" fill="${colour}"/>${checks}<rect x="${x + 10}" y="${top + 90}" width="${w - 20}" height="12" rx="6" fill="#8a6a3a"/>`;
};

/** Sprigs of lavender or herbs: thin stalks with flower heads. */
export function sprigs(input: {
  x: number;
  y: number;
  count: number;
  height: number;
  colour: string;
  spread?: number;
}): string {
  const out: string[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const dx = (index - (input.count - 1) / 2) * (input.spread ?? 24);
    const tipX = input.x + dx * 2.2;
    const tipY = input.y - input.height + Math.abs(dx);
    out.push(
      `<path d="M${input.x + dx * 0.3} ${input.y} Q${input.x + dx} ${input.y - input.height / 2} ${tipX} ${tipY}" stroke="#5b6b3a" stroke-width="7" fill="none"/>`,
      ...[0, 1, 2, 3].map(
        (bud) =>
          `<ellipse cx="${tipX - dx * 0.06 * bud}" cy="${tipY + bud * 22}" rx="13" ry="18" fill="${input.colour}"/>`,
      ),
    );
  }
  return out.join("");
}

/** Round fruit or olives in a heap: `count` circles in rows. */
export function heap(input: {
  x: number;
  y: number;
  count: number;
  r: number;
  colours: string[];
}): string {
  const out: string[] = [];
  let row = 0;
  let left = input.count;
  while (left > 0) {
    const inRow = Math.min(left, Math.max(1, 5 - row));
    for (let index = 0; index < inRow; index += 1)
      out.push(
        `<circle cx="${input.x + (index - (inRow - 1) / 2) * input.r * 1.9}" cy="${input.y - row * input.r * 1.6}" r="${input.r}" fill="${input.colours[(index + row) % input.colours.length]}"/>`,
      );
    left -= inRow;
    row += 1;
  }
  return out.join("");
}

/** A black truffle: a dark knobbly lump. */
export const truffle = (x: number, y: number, r: number): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#231a16"/>${[0, 1, 2, 3, 4, 5]
    .map(
      (index) =>
        `<circle cx="${Math.round(x + Math.cos(index) * r * 0.55)}" cy="${Math.round(y + Math.sin(index * 1.7) * r * 0.45)}" r="${Math.round(r * 0.18)}" fill="#3a2c24"/>`,
    )
    .join("")}`;

/** A linen sack tied with string (salt, dried fruit). */
export const sack = (colour: string, title: string): string =>
  `<path d="M560 1180 Q520 900 620 720 L600 620 Q700 660 800 620 Q900 660 1000 620 L980 720 Q1080 900 1040 1180 Z" fill="${colour}"/><path d="M610 720 Q800 760 990 720" stroke="#7a5a34" stroke-width="14" fill="none"/><rect x="640" y="880" width="320" height="170" rx="12" fill="#f8f4ea"/>${words({ text: title, y: 985, width: 280, ink: "#2f4a5a", isBold: true })}<path d="M560 1180 Q580 980 640 900" stroke="#000" stroke-width="3" opacity="0.12" fill="none"/>`;

/** A wicker basket in front of what stands in it (drawn after the contents). */
export const basketFront = (): string =>
  [
    `<path d="M360 950 L1240 950 L1150 1180 L450 1180 Z" fill="#a87a45"/>`,
    ...[0, 1, 2, 3].map(
      (row) =>
        `<rect x="${380 + row * 22}" y="${985 + row * 52}" width="${840 - row * 44}" height="14" fill="#7d5730" opacity="0.8"/>`,
    ),
  ].join("");

export const basketHandle = (): string =>
  `<path d="M440 970 Q800 240 1160 970" stroke="#8a6238" stroke-width="30" fill="none"/>`;

/** A wooden crate with the house's name stencilled on it (drawn after the contents). */
export const crateFront = (name: string): string =>
  `<rect x="380" y="960" width="840" height="220" fill="#9b6b3c"/>${[0, 1]
    .map(
      (row) =>
        `<rect x="380" y="${960 + row * 110}" width="840" height="6" fill="#6d4a27" opacity="0.7"/>`,
    )
    .join(
      "",
    )}<rect x="380" y="960" width="30" height="220" fill="#6d4a27" opacity="0.5"/><rect x="1190" y="960" width="30" height="220" fill="#6d4a27" opacity="0.5"/>${words({ text: name, y: 1105, width: 520, ink: "#3b2414", max: 64, isBold: true })}`;

/** A gift voucher card with its value. */
export const voucher = (accent: string, amount: string): string =>
  `<g transform="rotate(-8 800 900)"><rect x="420" y="700" width="760" height="440" rx="26" fill="#f3e7d3"/><rect x="420" y="700" width="760" height="110" rx="26" fill="${accent}"/>${words({ text: "POKLON BON", y: 775, width: 420, ink: "#f3e7d3", max: 44, isBold: true })}${words({ text: amount, y: 1000, width: 360, ink: accent, max: 150, isBold: true })}<rect x="500" y="1060" width="600" height="14" rx="7" fill="#3b2a22" opacity="0.3"/></g>`;

/** A cookbook with its title on the cover. */
export const book = (accent: string, title: string, line: string): string =>
  `<rect x="520" y="460" width="560" height="720" rx="16" fill="${accent}"/><rect x="520" y="460" width="60" height="720" fill="#000" opacity="0.2"/>${words({ text: title, y: 640, width: 420, ink: "#f3e7d3", max: 64, x: 830, isBold: true })}${words({ text: line, y: 700, width: 380, ink: "#f3e7d3", max: 32, x: 830 })}<circle cx="830" cy="930" r="130" fill="#f3e7d3" opacity="0.25"/><path d="M740 960 Q830 860 920 960 Z" fill="#f3e7d3" opacity="0.6"/>`;
