// Drawing primitives for the demo art (scripts/demo-images/build.ts): SVG fragments as strings,
// deterministic (seeded), so a rebuild yields the same pictures.

/** A small seeded random generator (mulberry32): the same seed draws the same scene. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A hill or island silhouette from x0 to x1 around baseline y, closed down to `bottom`. */
export function ridge(input: {
  seed: number;
  x0: number;
  x1: number;
  y: number;
  amplitude: number;
  bottom: number;
  fill: string;
  steps?: number;
  shape?: (t: number) => number;
  opacity?: number;
}): string {
  const rand = random(input.seed);
  const steps = input.steps ?? 40;
  const phases = [rand() * 6, rand() * 6, rand() * 6];
  const points: string[] = [];
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps;
    const x = input.x0 + (input.x1 - input.x0) * t;
    const wave =
      Math.sin(t * 5 + phases[0]!) * 0.5 +
      Math.sin(t * 13 + phases[1]!) * 0.25 +
      Math.sin(t * 29 + phases[2]!) * 0.1;
    const shape = input.shape ? input.shape(t) : 1;
    points.push(`${r1(x)},${r1(input.y - (wave * 0.5 + 0.5) * input.amplitude * shape)}`);
  }
  const opacity = input.opacity === undefined ? "" : ` opacity="${input.opacity}"`;
  return `<path d="M${input.x0},${input.bottom} L${points.join(" L")} L${input.x1},${input.bottom} Z" fill="${input.fill}"${opacity}/>`;
}

/** An olive tree: a twisted trunk under a loose crown of silver-green leaf clouds. */
export function oliveTree(seed: number, x: number, y: number, size: number): string {
  const rand = random(seed);
  const s = size;
  const trunk = `<path d="M${x - s * 0.08},${y} C${x - s * 0.02},${y - s * 0.35} ${x - s * 0.18},${y - s * 0.45} ${x - s * 0.05},${y - s * 0.7} L${x + s * 0.05},${y - s * 0.68} C${x - s * 0.02},${y - s * 0.45} ${x + s * 0.12},${y - s * 0.3} ${x + s * 0.09},${y} Z" fill="#5b4636"/>`;
  const greens = ["#6f7d4b", "#84925c", "#97a46f", "#5f6d40", "#a8b384"];
  const leaves: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const cx = x + (rand() - 0.5) * s * 0.9;
    const cy = y - s * 0.75 - (rand() - 0.3) * s * 0.35;
    const rx = s * (0.18 + rand() * 0.14);
    const ry = rx * (0.55 + rand() * 0.2);
    leaves.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${greens[index % greens.length]}" opacity="0.92"/>`,
    );
  }
  return `<g>${trunk}${leaves.join("")}</g>`;
}

/** A cypress: a tall dark flame. */
export function cypress(x: number, y: number, height: number, fill = "#2f3d2a"): string {
  const w = height * 0.14;
  return `<path d="M${x},${y - height} C${x + w},${y - height * 0.7} ${x + w * 1.1},${y - height * 0.2} ${x + w * 0.4},${y} L${x - w * 0.4},${y} C${x - w * 1.1},${y - height * 0.2} ${x - w},${y - height * 0.7} ${x},${y - height} Z" fill="${fill}"/>`;
}

/** An umbrella pine: a bare trunk and a flat, wide crown. */
export function pine(x: number, y: number, size: number, fill = "#2e4030"): string {
  const s = size;
  return `<g><path d="M${x - s * 0.03},${y} C${x},${y - s * 0.4} ${x + s * 0.1},${y - s * 0.6} ${x + s * 0.05},${y - s * 0.8} L${x + s * 0.09},${y - s * 0.8} C${x + s * 0.14},${y - s * 0.6} ${x + s * 0.05},${y - s * 0.4} ${x + s * 0.04},${y} Z" fill="#4a3a2e"/><ellipse cx="${x + s * 0.06}" cy="${y - s * 0.86}" rx="${s * 0.5}" ry="${s * 0.13}" fill="${fill}"/><ellipse cx="${x - s * 0.12}" cy="${y - s * 0.92}" rx="${s * 0.3}" ry="${s * 0.1}" fill="${fill}" opacity="0.9"/><ellipse cx="${x + s * 0.25}" cy="${y - s * 0.9}" rx="${s * 0.28}" ry="${s * 0.09}" fill="${fill}" opacity="0.85"/></g>`;
}

/** A stone house: pale walls, a terracotta roof, green shutters. */
export function house(input: {
  x: number;
  y: number;
  w: number;
  h: number;
  wall?: string;
  roof?: string;
  shutters?: string;
  windows?: number;
}): string {
  const { x, y, w, h } = input;
  const wall = input.wall ?? "#e4d6bd";
  const roof = input.roof ?? "#b8613a";
  const shutter = input.shutters ?? "#4f6b4a";
  const count = input.windows ?? Math.max(1, Math.round(w / 60));
  const windows: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const wx = x + ((index + 0.5) * w) / count - w * 0.05;
    windows.push(
      `<rect x="${r1(wx)}" y="${r1(y - h * 0.7)}" width="${r1(w * 0.1)}" height="${r1(h * 0.28)}" fill="${shutter}"/>`,
    );
  }
  return `<g><rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/><path d="M${x - w * 0.06},${y - h} L${x + w / 2},${y - h - w * 0.22} L${x + w * 1.06},${y - h} Z" fill="${roof}"/>${windows.join("")}</g>`;
}

/** A gajeta or pasara: a small wooden fishing boat, bow to the right. */
export function boat(
  x: number,
  y: number,
  size: number,
  hull = "#f3ede2",
  band = "#2f6f86",
): string {
  const s = size;
  return `<g><path d="M${x - s},${y - s * 0.25} L${x + s},${y - s * 0.3} C${x + s * 0.9},${y} ${x + s * 0.6},${y + s * 0.12} ${x},${y + s * 0.12} L${x - s * 0.85},${y + s * 0.08} Z" fill="${hull}"/><path d="M${x - s * 0.97},${y - s * 0.16} L${x + s * 0.95},${y - s * 0.2}" stroke="${band}" stroke-width="${s * 0.06}"/><rect x="${x - s * 0.25}" y="${y - s * 0.5}" width="${s * 0.35}" height="${s * 0.24}" fill="${hull}" opacity="0.9"/></g>`;
}

/** Short horizontal glints on water. */
export function glints(input: {
  seed: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  count: number;
  color: string;
  opacity?: number;
}): string {
  const rand = random(input.seed);
  const lines: string[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const y = input.y0 + (input.y1 - input.y0) * rand() ** 1.4;
    const x = input.x0 + (input.x1 - input.x0) * rand();
    const length = 10 + rand() * 60 * (1 + (y - input.y0) / (input.y1 - input.y0));
    lines.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(length)}" height="${r1(1.5 + rand() * 2.5)}" rx="1.5" fill="${input.color}" opacity="${r1((input.opacity ?? 0.5) * (0.4 + rand() * 0.6))}"/>`,
    );
  }
  return lines.join("");
}

/** A soft round glow (lamps, sun, embers). Needs the `blur` filter of `svg()`. */
export function glow(x: number, y: number, radius: number, color: string, opacity = 0.8): string {
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${color}" opacity="${opacity}" filter="url(#blur)"/>`;
}

/** A vertical gradient definition. */
export function gradient(id: string, stops: [number, string][], horizontal = false): string {
  const direction = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${direction}>${stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("")}</linearGradient>`;
}

/** The whole picture: size, gradient definitions and the layers, bottom first. */
export function svg(width: number, height: number, defs: string[], layers: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>${defs.join("")}</defs>${layers.join("")}</svg>`;
}
