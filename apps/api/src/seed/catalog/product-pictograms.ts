import type { ProductType } from './categories.js';

export interface Palette {
  background: string;
  backdrop: string;
  body: string;
  detail: string;
  highlight: string;
}

export const PALETTES: readonly Palette[] = [
  { background: '#f4efe6', backdrop: '#e7dcc8', body: '#1f3a5f', detail: '#e07a5f', highlight: '#f2cc8f' },
  { background: '#eaf4f4', backdrop: '#cce3de', body: '#2a9d8f', detail: '#264653', highlight: '#e9c46a' },
  { background: '#fdf0f5', backdrop: '#f8d7e3', body: '#9d174d', detail: '#f59e0b', highlight: '#fde68a' },
  { background: '#eef2ff', backdrop: '#c7d2fe', body: '#3730a3', detail: '#10b981', highlight: '#a5f3fc' },
  { background: '#f7fee7', backdrop: '#d9f99d', body: '#3f6212', detail: '#ea580c', highlight: '#fef08a' },
  { background: '#f5f5f4', backdrop: '#e7e5e4', body: '#292524', detail: '#dc2626', highlight: '#fbbf24' },
];

const rect = (x: number, y: number, width: number, height: number, radius: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

const PICTOGRAMS: Record<ProductType, (p: Palette) => string> = {
  medicine: (p) =>
    rect(318, 150, 164, 78, 16, p.detail) +
    rect(336, 222, 128, 40, 0, p.body) +
    rect(270, 250, 260, 440, 48, p.body) +
    rect(295, 350, 210, 230, 18, p.highlight) +
    rect(382, 395, 36, 140, 8, p.detail) +
    rect(330, 447, 140, 36, 8, p.detail) +
    `<g transform="rotate(-35 640 620)">${rect(560, 588, 160, 64, 32, p.highlight)}${path('M640 588 H592 A32 32 0 0 0 592 652 H640 Z', p.detail)}</g>`,
  mobile: (p) =>
    rect(260, 100, 280, 600, 46, p.body) +
    rect(284, 160, 232, 470, 14, p.highlight) +
    circle(400, 132, 9, p.background) +
    rect(355, 652, 90, 14, 7, p.background) +
    Array.from({ length: 12 }, (_, i) =>
      rect(306 + (i % 3) * 70, 190 + Math.floor(i / 3) * 72, 48, 48, 12, i % 2 ? p.detail : p.body),
    ).join(''),
  home_appliance: (p) =>
    rect(250, 90, 300, 600, 30, p.body) +
    rect(250, 300, 300, 10, 0, p.background) +
    rect(282, 160, 16, 100, 8, p.highlight) +
    rect(282, 340, 16, 160, 8, p.highlight) +
    rect(440, 130, 80, 44, 8, p.detail) +
    rect(270, 688, 40, 20, 4, p.detail) +
    rect(490, 688, 40, 20, 4, p.detail),
  clothing: (p) =>
    path(
      'M300 130 L180 180 L110 330 L205 375 L250 300 L250 690 L550 690 L550 300 L595 375 L690 330 L620 180 L500 130 Z',
      p.body,
    ) +
    path('M300 130 L350 124 L400 215 L450 124 L500 130 L400 255 Z', p.highlight) +
    rect(392, 255, 16, 420, 0, p.detail) +
    [310, 380, 450, 520, 590].map((y) => circle(400, y, 10, p.highlight)).join('') +
    rect(440, 330, 74, 84, 8, p.detail),
  electronics: (p) =>
    [290, 345, 400, 455, 510]
      .map(
        (at) =>
          rect(at - 12, 180, 24, 80, 8, p.detail) +
          rect(at - 12, 540, 24, 80, 8, p.detail) +
          rect(180, at - 12, 80, 24, 8, p.detail) +
          rect(540, at - 12, 80, 24, 8, p.detail),
      )
      .join('') +
    rect(240, 240, 320, 320, 36, p.body) +
    rect(320, 320, 160, 160, 18, p.highlight) +
    circle(355, 355, 12, p.detail),
  furniture: (p) =>
    rect(200, 260, 400, 230, 50, p.body) +
    rect(225, 290, 170, 150, 30, p.highlight) +
    rect(405, 290, 170, 150, 30, p.highlight) +
    rect(170, 450, 460, 120, 34, p.detail) +
    rect(120, 370, 110, 230, 48, p.body) +
    rect(570, 370, 110, 230, 48, p.body) +
    rect(170, 590, 26, 70, 6, p.body) +
    rect(604, 590, 26, 70, 6, p.body),
  toys: (p) => {
    const blocks: Array<[number, number, string]> = [
      [170, 470, p.body],
      [390, 470, p.detail],
      [280, 250, p.highlight],
    ];
    const drawn = blocks.map(
      ([x, y, fill]) =>
        rect(x + 30, y - 22, 50, 40, 8, fill) + rect(x + 120, y - 22, 50, 40, 8, fill) + rect(x, y, 200, 200, 24, fill),
    );
    return drawn.join('') + circle(640, 300, 80, p.detail) + path('M560 300 A80 80 0 0 0 720 300 Z', p.highlight);
  },
  other: (p) =>
    rect(200, 320, 340, 330, 0, p.body) +
    path('M200 320 L290 220 L630 220 L540 320 Z', p.highlight) +
    path('M540 320 L630 220 L630 550 L540 650 Z', p.detail) +
    rect(340, 320, 60, 330, 0, p.highlight) +
    path('M340 320 L400 320 L490 220 L430 220 Z', p.background) +
    rect(230, 550, 90, 70, 6, p.background),
};

/** Soft shapes behind the object, placed differently per palette so repeated pictures still differ. */
const BACKDROPS = [
  [640, 170, 150],
  [160, 160, 120],
  [650, 640, 170],
  [150, 620, 140],
  [400, 120, 130],
  [700, 420, 120],
] as const;

/** An 800 × 800 pictogram of the product type drawn with shapes only (no fonts needed). */
export function pictogramSvg(productType: ProductType, paletteIndex: number): string {
  const palette = PALETTES[paletteIndex % PALETTES.length] as Palette;
  const [cx, cy, r] = BACKDROPS[paletteIndex % BACKDROPS.length] ?? BACKDROPS[0];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    rect(0, 0, 800, 800, 0, palette.background) +
    circle(cx, cy, r, palette.backdrop) +
    `<ellipse cx="400" cy="712" rx="260" ry="26" fill="${palette.backdrop}"/>` +
    PICTOGRAMS[productType](palette) +
    '</svg>'
  );
}
