import {
  boat,
  cypress,
  glints,
  glow,
  gradient,
  house,
  oliveTree,
  pine,
  random,
  ridge,
  svg,
} from "./draw.ts";

/** Primošten at dusk: the old town on its peninsula, the bell tower, islets, a low sun. */
export function sea(): string {
  const W = 1600;
  const H = 900;
  const houses: string[] = [];
  const rand = random(7);
  for (let index = 0; index < 16; index += 1) {
    const x = 250 + index * 26 + rand() * 10;
    const top = 505 - Math.sin((index / 15) * Math.PI) * 95;
    houses.push(
      house({
        x,
        y: 560,
        w: 30 + rand() * 16,
        h: 560 - top,
        wall: "#5d4a57",
        roof: "#6e4a4b",
        shutters: "#f5c98a",
        windows: 1,
      }),
    );
  }
  return svg(
    W,
    H,
    [
      gradient("sky", [
        [0, "#1c2a4a"],
        [0.35, "#5b4a78"],
        [0.62, "#d9826a"],
        [0.82, "#f2b880"],
        [1, "#f7d9a8"],
      ]),
      gradient("sea", [
        [0, "#8e6f7e"],
        [0.12, "#3f5c78"],
        [1, "#10263a"],
      ]),
    ],
    [
      `<rect width="${W}" height="560" fill="url(#sky)"/>`,
      glow(1130, 505, 150, "#ffd9a0", 0.7),
      `<circle cx="1130" cy="515" r="58" fill="#fff1cf"/>`,
      ridge({
        seed: 3,
        x0: 880,
        x1: 1600,
        y: 545,
        amplitude: 40,
        bottom: 562,
        fill: "#8d6f86",
        opacity: 0.8,
      }),
      ridge({ seed: 5, x0: 1240, x1: 1500, y: 552, amplitude: 26, bottom: 562, fill: "#6f5670" }),
      `<rect y="556" width="${W}" height="${H - 556}" fill="url(#sea)"/>`,
      `<rect x="1085" y="560" width="90" height="340" fill="#ffdca8" opacity="0.18" filter="url(#soft)"/>`,
      glints({
        seed: 11,
        x0: 1020,
        x1: 1240,
        y0: 565,
        y1: 880,
        count: 70,
        color: "#ffe2b0",
        opacity: 0.8,
      }),
      glints({
        seed: 12,
        x0: 0,
        x1: W,
        y0: 575,
        y1: 900,
        count: 90,
        color: "#9fc2d6",
        opacity: 0.25,
      }),
      ridge({
        seed: 9,
        x0: 120,
        x1: 760,
        y: 560,
        amplitude: 130,
        bottom: 600,
        fill: "#3b3046",
        shape: (t) => Math.sin(t * Math.PI) ** 1.2,
      }),
      ...houses,
      `<rect x="428" y="330" width="34" height="130" fill="#3b3046"/><path d="M424,332 L445,280 L466,332 Z" fill="#3b3046"/><rect x="439" y="352" width="12" height="20" rx="6" fill="#f5c98a" opacity="0.8"/>`,
      cypress(395, 452, 90, "#2a2334"),
      cypress(500, 455, 70, "#2a2334"),
      `<path d="M100,600 Q430,575 800,600 L800,612 Q430,590 100,612 Z" fill="#1d1a28" opacity="0.7"/>`,
      boat(690, 720, 58, "#efe3d2", "#7a1f2b"),
      boat(980, 800, 40, "#e7dccb", "#2f6f86"),
      `<path d="M690,705 L690,620 M690,624 L735,700" stroke="#efe3d2" stroke-width="3" fill="none"/>`,
    ],
  );
}

/** The little harbour in the morning: stone quay, moored boats, houses along the riva. */
export function harbour(): string {
  const W = 1600;
  const H = 1000;
  const row: string[] = [];
  const rand = random(21);
  const walls = ["#eadcc2", "#e3cfae", "#f0e4cf", "#dcc6a4"];
  for (let index = 0; index < 11; index += 1) {
    row.push(
      house({
        x: index * 150 - 20,
        y: 470,
        w: 140,
        h: 150 + rand() * 90,
        wall: walls[index % 4],
        shutters: index % 3 ? "#4f6b4a" : "#2f6f86",
        windows: 2,
      }),
    );
  }
  return svg(
    W,
    H,
    [
      gradient("sky", [
        [0, "#a9cfe0"],
        [1, "#f2ead9"],
      ]),
      gradient("sea", [
        [0, "#3f8fa0"],
        [1, "#1d5266"],
      ]),
    ],
    [
      `<rect width="${W}" height="480" fill="url(#sky)"/>`,
      ridge({
        seed: 4,
        x0: 0,
        x1: W,
        y: 300,
        amplitude: 120,
        bottom: 480,
        fill: "#9fb2a2",
        opacity: 0.7,
      }),
      cypress(1200, 300, 120, "#4f6550"),
      cypress(1240, 305, 90, "#4f6550"),
      ...row,
      `<rect y="470" width="${W}" height="40" fill="#cbb898"/><rect y="506" width="${W}" height="8" fill="#a58f6e"/>`,
      `<rect y="512" width="${W}" height="${H - 512}" fill="url(#sea)"/>`,
      glints({
        seed: 8,
        x0: 0,
        x1: W,
        y0: 520,
        y1: H,
        count: 140,
        color: "#dff1f3",
        opacity: 0.45,
      }),
      boat(330, 640, 120, "#f6f1e7", "#2f6f86"),
      boat(820, 700, 150, "#f3e9d6", "#7a1f2b"),
      boat(1320, 620, 110, "#f6f1e7", "#c2673d"),
      `<path d="M330,600 L260,505 M820,650 L760,505 M1320,585 L1380,505" stroke="#7b6a55" stroke-width="3"/>`,
      `<rect x="250" y="495" width="18" height="22" fill="#6b5b48"/><rect x="750" y="495" width="18" height="22" fill="#6b5b48"/><rect x="1370" y="495" width="18" height="22" fill="#6b5b48"/>`,
    ],
  );
}

/** Terraced olive grove above the village: dry-stone walls, silver trees, the sea beyond. */
export function oliveGrove(): string {
  const W = 1600;
  const H = 1000;
  const layers: string[] = [];
  const rand = random(33);
  const terraces = [420, 560, 720, 900];
  terraces.forEach((y, row) => {
    layers.push(
      `<rect y="${y}" width="${W}" height="${H - y}" fill="${["#c9b27f", "#bda46e", "#b0975f", "#a3895a"][row]}"/>`,
    );
    const stones: string[] = [];
    for (let x = -20; x < W; x += 34 + rand() * 20) {
      stones.push(
        `<rect x="${Math.round(x)}" y="${y + rand() * 6}" width="${30 + rand() * 18}" height="${14 + rand() * 8}" rx="5" fill="${rand() > 0.5 ? "#e5dac4" : "#d3c6ab"}"/>`,
      );
    }
    layers.push(`<rect y="${y}" width="${W}" height="26" fill="#bfb195"/>`, ...stones);
    const count = 5 + row;
    for (let index = 0; index < count; index += 1) {
      const x = ((index + 0.5) * W) / count + (rand() - 0.5) * 80;
      layers.push(oliveTree(row * 50 + index, x, y - 4, 140 + row * 55));
    }
  });
  return svg(
    W,
    H,
    [
      gradient("sky", [
        [0, "#8cc4d8"],
        [0.7, "#e9f1ec"],
        [1, "#f4ecd9"],
      ]),
      gradient("sea", [
        [0, "#4d9db0"],
        [1, "#2c7088"],
      ]),
    ],
    [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      `<rect y="250" width="${W}" height="200" fill="url(#sea)"/>`,
      ridge({ seed: 2, x0: 900, x1: W, y: 262, amplitude: 40, bottom: 270, fill: "#7f9aa6" }),
      glints({
        seed: 3,
        x0: 0,
        x1: W,
        y0: 270,
        y1: 420,
        count: 60,
        color: "#e8f6f6",
        opacity: 0.5,
      }),
      ridge({ seed: 6, x0: 0, x1: W, y: 430, amplitude: 50, bottom: 440, fill: "#c9b27f" }),
      ...layers,
    ],
  );
}

/** Primošten's vineyards from above: a mosaic of dry-stone walls around rows of babić vines. */
export function vineyard(): string {
  const W = 1600;
  const H = 1000;
  const rand = random(44);
  const cells: string[] = [];
  let y = -30;
  while (y < H) {
    const h = 90 + rand() * 70;
    let x = -30;
    while (x < W) {
      const w = 110 + rand() * 150;
      const inset = 11;
      cells.push(`<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="#ddd3bf"/>`);
      const soil = rand() > 0.15 ? "#b99b6c" : "#a8a070";
      cells.push(
        `<rect x="${r(x + inset)}" y="${r(y + inset)}" width="${r(w - 2 * inset)}" height="${r(h - 2 * inset)}" rx="6" fill="${soil}"/>`,
      );
      if (soil === "#b99b6c") {
        // rows of vines: dashed strokes compress far better than single dots
        for (let vy = y + inset + 12; vy < y + h - inset - 6; vy += 16) {
          cells.push(
            `<path d="M${r(x + inset + 8)},${r(vy)} H${r(x + w - inset - 8)}" stroke="${rand() > 0.3 ? "#5f7a34" : "#7d9440"}" stroke-width="9" stroke-dasharray="9 5" stroke-linecap="round"/>`,
          );
        }
      }
      x += w;
    }
    y += h;
  }
  return svg(
    W,
    H,
    [],
    [
      `<rect width="${W}" height="${H}" fill="#ddd3bf"/>`,
      ...cells,
      `<rect width="${W}" height="${H}" fill="#f6d7a0" opacity="0.12"/>`,
    ],
  );
}

const r = (value: number) => Math.round(value);

/** The terrace at sunset: a laid table under the pines, the sea and the islets beyond. */
export function terrace(): string {
  const W = 1600;
  const H = 1000;
  return svg(
    W,
    H,
    [
      gradient("sky", [
        [0, "#f0b27a"],
        [0.6, "#f7d6a4"],
        [1, "#fbe8c6"],
      ]),
      gradient("sea", [
        [0, "#6e8fa6"],
        [1, "#2f5f77"],
      ]),
      gradient("floor", [
        [0, "#c79a6b"],
        [1, "#8d6240"],
      ]),
    ],
    [
      `<rect width="${W}" height="560" fill="url(#sky)"/>`,
      glow(1250, 470, 120, "#fff0cc", 0.8),
      `<rect y="500" width="${W}" height="200" fill="url(#sea)"/>`,
      ridge({ seed: 13, x0: 700, x1: 1350, y: 505, amplitude: 30, bottom: 510, fill: "#8b7d93" }),
      glints({
        seed: 5,
        x0: 1100,
        x1: 1400,
        y0: 512,
        y1: 690,
        count: 50,
        color: "#fff0cc",
        opacity: 0.8,
      }),
      `<rect y="690" width="${W}" height="310" fill="url(#floor)"/>`,
      `<rect y="660" width="${W}" height="40" fill="#e3d3b5"/>`,
      pine(120, 700, 520),
      pine(1500, 700, 460, "#34473a"),
      `<ellipse cx="800" cy="840" rx="420" ry="80" fill="#fbf6ec"/><rect x="380" y="838" width="840" height="90" fill="#f1e8d6"/>`,
      `<ellipse cx="650" cy="830" rx="70" ry="20" fill="#ffffff" stroke="#d6c6a8" stroke-width="3"/><ellipse cx="950" cy="830" rx="70" ry="20" fill="#ffffff" stroke="#d6c6a8" stroke-width="3"/>`,
      `<path d="M760,770 L780,770 L776,815 L764,815 Z" fill="#7a1f2b" opacity="0.85"/><path d="M820,770 L840,770 L836,815 L824,815 Z" fill="#7a1f2b" opacity="0.85"/><rect x="766" y="815" width="8" height="18" fill="#e9e1d3"/><rect x="826" y="815" width="8" height="18" fill="#e9e1d3"/>`,
      glow(800, 800, 40, "#ffcf7a", 0.9),
      `<rect x="793" y="790" width="14" height="30" rx="3" fill="#fff6e0"/>`,
    ],
  );
}

/** The family house: pale stone, green shutters, bougainvillea over the door, an old olive. */
export function familyHouse(): string {
  const W = 1600;
  const H = 1000;
  const rand = random(55);
  const stones: string[] = [];
  for (let y = 330; y < 860; y += 34) {
    for (let x = 430 + ((y / 34) % 2) * 30; x < 1170; x += 60 + rand() * 20) {
      stones.push(
        `<rect x="${r(x)}" y="${y}" width="${r(54 + rand() * 16)}" height="30" rx="4" fill="${rand() > 0.5 ? "#e8dcc4" : "#dccdb0"}"/>`,
      );
    }
  }
  const flowers: string[] = [];
  for (let index = 0; index < 160; index += 1) {
    const angle = rand() * Math.PI;
    const radius = 60 + rand() * 130;
    flowers.push(
      `<circle cx="${r(800 + Math.cos(angle) * radius * 1.4)}" cy="${r(600 - Math.sin(angle) * radius * 0.8)}" r="${r(7 + rand() * 9)}" fill="${rand() > 0.35 ? "#c2367a" : "#5f7a3a"}" opacity="0.92"/>`,
    );
  }
  return svg(
    W,
    H,
    [
      gradient("sky", [
        [0, "#7fb8d6"],
        [1, "#dcecf0"],
      ]),
    ],
    [
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
      `<rect x="420" y="320" width="760" height="560" fill="#d8c8a8"/>`,
      ...stones,
      `<path d="M390,325 L800,170 L1210,325 Z" fill="#b8613a"/><path d="M390,325 L1210,325" stroke="#8f4a2d" stroke-width="10"/>`,
      `<rect x="520" y="400" width="120" height="160" fill="#3d4f3a"/><rect x="960" y="400" width="120" height="160" fill="#3d4f3a"/><rect x="500" y="400" width="20" height="160" fill="#5f7f58"/><rect x="640" y="400" width="20" height="160" fill="#5f7f58"/><rect x="940" y="400" width="20" height="160" fill="#5f7f58"/><rect x="1080" y="400" width="20" height="160" fill="#5f7f58"/>`,
      `<path d="M720,880 L720,660 Q800,580 880,660 L880,880 Z" fill="#6b4a33"/><circle cx="860" cy="780" r="7" fill="#d8b46a"/>`,
      ...flowers,
      `<rect y="870" width="${W}" height="130" fill="#cdb892"/>`,
      oliveTree(91, 1360, 890, 520),
      `<rect x="250" y="820" width="70" height="60" rx="8" fill="#b8613a"/><ellipse cx="285" cy="800" rx="60" ry="40" fill="#6f8a4a"/>`,
    ],
  );
}
