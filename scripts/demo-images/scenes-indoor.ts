import { glints, glow, gradient, random, svg } from "./draw.ts";

const r = (value: number) => Math.round(value);

/** Peka: the iron bell in the embers of the open hearth under a stone arch. */
export function peka(): string {
  const W = 1600;
  const H = 1000;
  const rand = random(66);
  const embers: string[] = [];
  for (let index = 0; index < 160; index += 1) {
    const x = 380 + rand() * 840;
    const y = 700 + rand() * 110;
    embers.push(
      `<circle cx="${r(x)}" cy="${r(y)}" r="${r(4 + rand() * 12)}" fill="${rand() > 0.5 ? "#ff8a3d" : rand() > 0.5 ? "#ffc15e" : "#7a2a1a"}" opacity="${(0.6 + rand() * 0.4).toFixed(2)}"/>`,
    );
  }
  const stones: string[] = [];
  for (let y = 0; y < H; y += 70) {
    for (let x = ((y / 70) % 2) * 60; x < W; x += 120) {
      stones.push(
        `<rect x="${x + 4}" y="${y + 4}" width="112" height="62" rx="10" fill="${rand() > 0.5 ? "#4a3b33" : "#3f322b"}"/>`,
      );
    }
  }
  return svg(
    W,
    H,
    [
      gradient(
        "bell",
        [
          [0, "#6b6460"],
          [0.45, "#2d2a29"],
          [1, "#151313"],
        ],
        true,
      ),
    ],
    [
      `<rect width="${W}" height="${H}" fill="#2a211d"/>`,
      ...stones,
      `<path d="M260,1000 L260,420 Q800,60 1340,420 L1340,1000 Z" fill="#1a1311"/>`,
      glow(800, 760, 340, "#ff7a2a", 0.55),
      `<ellipse cx="800" cy="790" rx="470" ry="90" fill="#3a1d12"/>`,
      ...embers,
      `<path d="M520,740 Q520,470 800,450 Q1080,470 1080,740 Z" fill="url(#bell)"/>`,
      `<ellipse cx="800" cy="742" rx="290" ry="26" fill="#1c1817"/>`,
      `<rect x="770" y="420" width="60" height="36" rx="10" fill="#3a3533"/><rect x="740" y="405" width="120" height="18" rx="9" fill="#4a4441"/>`,
      `<path d="M600,560 Q640,500 720,480" stroke="#a39a92" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>`,
      ...[0, 1, 2].map(
        (index) =>
          `<path d="M${740 + index * 60},380 q-20,-40 0,-80 q20,-40 0,-80" stroke="#d9cfc6" stroke-width="6" fill="none" opacity="${0.25 - index * 0.05}" stroke-linecap="round"/>`,
      ),
      glow(560, 720, 60, "#ffd27a", 0.8),
      glow(1060, 730, 60, "#ffd27a", 0.8),
    ],
  );
}

/** The table from above: grilled fish, black risotto, bread, olive oil, lemon, a glass of babić. */
export function table(): string {
  const W = 1600;
  const H = 1000;
  const rand = random(77);
  const planks: string[] = [];
  for (let y = 0; y < H; y += 125) {
    planks.push(
      `<rect y="${y}" width="${W}" height="122" fill="${["#8a5f3c", "#94683f", "#7f5637", "#8f6540"][(y / 125) % 4]}"/>`,
    );
    for (let index = 0; index < 6; index += 1) {
      planks.push(
        `<path d="M${r(rand() * W)},${y + 20 + r(rand() * 80)} h${r(80 + rand() * 240)}" stroke="#6b4529" stroke-width="2" opacity="0.5"/>`,
      );
    }
  }
  const rice: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const angle = rand() * Math.PI * 2;
    const radius = rand() * 120;
    rice.push(
      `<circle cx="${r(1080 + Math.cos(angle) * radius)}" cy="${r(330 + Math.sin(angle) * radius)}" r="${r(3 + rand() * 5)}" fill="${rand() > 0.8 ? "#6f8f3a" : "#2b2828"}"/>`,
    );
  }
  return svg(
    W,
    H,
    [
      gradient("fish", [
        [0, "#c9ced1"],
        [0.5, "#9aa3a8"],
        [1, "#d8c4a0"],
      ]),
    ],
    [
      ...planks,
      `<rect x="120" y="560" width="420" height="320" rx="16" fill="#efe6d4" transform="rotate(-8 330 720)"/><path d="M150,600 L520,560" stroke="#b9a88a" stroke-width="6" opacity="0.6"/>`,
      // grilled fish on a white plate
      `<ellipse cx="700" cy="640" rx="260" ry="190" fill="#fbfaf6"/><ellipse cx="700" cy="640" rx="220" ry="155" fill="#f1efe8"/>`,
      `<path d="M520,640 Q640,540 800,610 L880,560 L860,640 L880,720 L800,670 Q640,740 520,640 Z" fill="url(#fish)"/>`,
      ...[0, 1, 2, 3].map(
        (index) =>
          `<path d="M${600 + index * 50},585 l-30,110" stroke="#4a3a2e" stroke-width="8" opacity="0.55" stroke-linecap="round"/>`,
      ),
      `<circle cx="560" cy="630" r="8" fill="#2b2828"/>`,
      `<ellipse cx="640" cy="760" rx="70" ry="34" fill="#5f7a34" opacity="0.9"/><ellipse cx="760" cy="770" rx="50" ry="26" fill="#e6c35a"/>`,
      // black risotto
      `<circle cx="1080" cy="330" r="190" fill="#fbfaf6"/><circle cx="1080" cy="330" r="150" fill="#efece4"/><circle cx="1080" cy="330" r="125" fill="#2b2828"/>`,
      ...rice,
      `<circle cx="1180" cy="280" r="26" fill="#f4dd6a"/><circle cx="1180" cy="280" r="18" fill="#f8ec9e"/>`,
      // bread board and olive oil
      `<rect x="240" y="110" width="380" height="240" rx="30" fill="#b78a5a"/><ellipse cx="380" cy="220" rx="110" ry="70" fill="#d9a866"/><ellipse cx="500" cy="240" rx="80" ry="55" fill="#c9924f"/><path d="M320,200 q40,-20 80,0 M450,230 q30,-15 60,0" stroke="#f2d3a0" stroke-width="6" fill="none"/>`,
      `<circle cx="760" cy="200" r="72" fill="#f4efe5"/><circle cx="760" cy="200" r="55" fill="#a9a23a"/><circle cx="745" cy="190" r="14" fill="#d6cf6a" opacity="0.7"/>`,
      // wine glass and lemons
      `<circle cx="1350" cy="700" r="95" fill="#f4f2ee" opacity="0.6"/><circle cx="1350" cy="700" r="78" fill="#6e1622"/><circle cx="1325" cy="675" r="20" fill="#b2404f" opacity="0.6"/>`,
      `<circle cx="1150" cy="820" r="55" fill="#f2d24b"/><circle cx="1150" cy="820" r="42" fill="#f8e58c"/><path d="M1150,778 v84 M1108,820 h84 M1120,790 l60,60 M1180,790 l-60,60" stroke="#f2d24b" stroke-width="3"/>`,
      glints({ seed: 4, x0: 0, x1: W, y0: 0, y1: H, count: 30, color: "#fff3dc", opacity: 0.08 }),
    ],
  );
}

/** The event hall: stone walls, arched windows on the sea, string lights, laid round tables. */
export function hall(): string {
  const W = 1600;
  const H = 1000;
  const lights: string[] = [];
  for (let index = 0; index <= 24; index += 1) {
    const x = index * 70;
    const y = 150 + Math.sin((index / 24) * Math.PI * 3) * 30 + 40;
    lights.push(
      glow(x, y, 22, "#ffcf7a", 0.9),
      `<circle cx="${x}" cy="${y}" r="7" fill="#fff3d0"/>`,
    );
  }
  const tables = [300, 800, 1300].map(
    (x) =>
      `<ellipse cx="${x}" cy="820" rx="210" ry="60" fill="#fbf7ef"/><rect x="${x - 210}" y="818" width="420" height="100" fill="#efe7d8"/><ellipse cx="${x}" cy="918" rx="210" ry="20" fill="#e2d7c3"/>` +
      glow(x, 800, 30, "#ffd27a", 0.9) +
      `<rect x="${x - 6}" y="780" width="12" height="30" rx="3" fill="#fff6e0"/><ellipse cx="${x - 100}" cy="812" rx="40" ry="10" fill="#ffffff" stroke="#d8c9ad" stroke-width="2"/><ellipse cx="${x + 100}" cy="812" rx="40" ry="10" fill="#ffffff" stroke="#d8c9ad" stroke-width="2"/><path d="M${x - 40},770 q40,-50 80,0" fill="#8d9c5a"/>`,
  );
  const windows = [360, 800, 1240].map(
    (x) =>
      `<path d="M${x - 120},640 L${x - 120},380 Q${x},230 ${x + 120},380 L${x + 120},640 Z" fill="#3a2a22"/><path d="M${x - 104},630 L${x - 104},386 Q${x},252 ${x + 104},386 L${x + 104},630 Z" fill="url(#dusk)"/><rect x="${x - 104}" y="520" width="208" height="110" fill="url(#bay)"/><path d="M${x},270 V630 M${x - 104},450 H${x + 104}" stroke="#3a2a22" stroke-width="8"/>`,
  );
  return svg(
    W,
    H,
    [
      gradient("wall", [
        [0, "#d6c3a3"],
        [1, "#bfa886"],
      ]),
      gradient("dusk", [
        [0, "#35436b"],
        [0.6, "#d98a6c"],
        [1, "#f3c08a"],
      ]),
      gradient("bay", [
        [0, "#4e6d88"],
        [1, "#22405a"],
      ]),
      gradient("floor", [
        [0, "#9b7655"],
        [1, "#6d4e36"],
      ]),
    ],
    [
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
      ...windows,
      `<rect y="0" width="${W}" height="70" fill="#4a3426"/>${[100, 500, 900, 1300].map((x) => `<rect x="${x}" y="0" width="50" height="110" fill="#3b291e"/>`).join("")}`,
      `<path d="M0,180 Q400,260 800,180 T1600,180" stroke="#3b291e" stroke-width="3" fill="none"/>`,
      ...lights,
      `<rect y="700" width="${W}" height="300" fill="url(#floor)"/>`,
      ...tables,
    ],
  );
}

/** A room upstairs: white linen, a rattan lamp, green shutters open on the sea. */
export function room(): string {
  const W = 1600;
  const H = 1000;
  return svg(
    W,
    H,
    [
      gradient("sea", [
        [0, "#8cc7d6"],
        [0.45, "#cfe8ea"],
        [0.46, "#3e8ea3"],
        [1, "#24677d"],
      ]),
      gradient(
        "wall",
        [
          [0, "#f6f1e7"],
          [1, "#ebe2d2"],
        ],
        true,
      ),
      gradient("floor", [
        [0, "#c9a47a"],
        [1, "#a57f57"],
      ]),
    ],
    [
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
      `<rect x="900" y="170" width="420" height="470" fill="#d8cdb9"/><rect x="920" y="190" width="380" height="430" fill="url(#sea)"/>`,
      glints({
        seed: 2,
        x0: 930,
        x1: 1290,
        y0: 400,
        y1: 610,
        count: 40,
        color: "#e9f7f7",
        opacity: 0.6,
      }),
      `<path d="M1110,190 V620" stroke="#d8cdb9" stroke-width="10"/>`,
      `<rect x="780" y="170" width="120" height="470" fill="#5f7f58"/><rect x="1320" y="170" width="120" height="470" fill="#5f7f58"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => `<path d="M790,${200 + index * 50} h100 M1330,${200 + index * 50} h100" stroke="#4d6a47" stroke-width="8"/>`).join("")}`,
      `<rect y="760" width="${W}" height="240" fill="url(#floor)"/>`,
      `<rect x="120" y="560" width="640" height="230" rx="18" fill="#fbf9f4"/><rect x="90" y="470" width="30" height="330" rx="10" fill="#8a6a4a"/><rect x="120" y="520" width="190" height="80" rx="30" fill="#ffffff"/><rect x="330" y="520" width="190" height="80" rx="30" fill="#ffffff"/>`,
      `<path d="M420,600 L760,600 L760,790 L420,790 Z" fill="#e6eef0"/><path d="M420,640 L760,640" stroke="#9fc0c8" stroke-width="10"/>`,
      `<path d="M560,60 V230" stroke="#8a6a4a" stroke-width="3"/><path d="M480,330 Q560,200 640,330 Z" fill="#d3b07a"/>`,
      glow(560, 350, 70, "#ffe2a8", 0.6),
      `<rect x="1460" y="620" width="80" height="140" rx="10" fill="#c27b4e"/>${[0, 1, 2, 3, 4].map((index) => `<ellipse cx="${1470 + index * 16}" cy="${560 - (index % 2) * 40}" rx="26" ry="70" fill="#6f8f4a" transform="rotate(${-30 + index * 15} ${1500} 620)"/>`).join("")}`,
    ],
  );
}
