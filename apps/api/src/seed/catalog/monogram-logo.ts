import sharp from 'sharp';
import { LETTER_SIZE, letterCells } from './pixel-letters.js';

export interface LogoStyle {
  background: string;
  foreground: string;
  /** The outline the letters sit in. */
  shape: 'circle' | 'rounded-square' | 'diamond';
}

const SIZE = 256;

function outline(style: LogoStyle): string {
  const fill = `fill="${style.background}"`;
  if (style.shape === 'circle') return `<circle cx="128" cy="128" r="124" ${fill}/>`;
  if (style.shape === 'diamond') return `<path d="M128 4 L252 128 L128 252 L4 128 Z" ${fill}/>`;
  return `<rect x="4" y="4" width="248" height="248" rx="48" ${fill}/>`;
}

/** The largest cell at which the letters still sit inside the outline. */
function cellSize(shape: LogoStyle['shape'], columns: number): number {
  if (shape === 'circle') return 232 / Math.hypot(columns, LETTER_SIZE);
  if (shape === 'diamond') return 232 / (columns + LETTER_SIZE);
  return Math.min(196 / columns, 36);
}

/** The first letters of up to two words, e.g. "Deccan Supplies" → "DS". */
export function initials(name: string): string {
  return name
    .split(/[\s&.-]+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A monogram of dot-matrix initials drawn with shapes only: the SVG renders the same without any fonts. */
export function monogramSvg(name: string, style: LogoStyle): string {
  const letters = [...initials(name)];
  const columns = letters.length * LETTER_SIZE + (letters.length - 1);
  const cell = cellSize(style.shape, columns);
  const left = (SIZE - columns * cell) / 2;
  const top = (SIZE - LETTER_SIZE * cell) / 2;
  const dots = letters.flatMap((letter, index) =>
    letterCells(letter).map(([x, y]) => {
      const cx = left + (index * (LETTER_SIZE + 1) + x + 0.5) * cell;
      const cy = top + (y + 0.5) * cell;
      return `<rect x="${cx - cell * 0.45}" y="${cy - cell * 0.45}" width="${cell * 0.9}" height="${cell * 0.9}" rx="${cell * 0.18}" fill="${style.foreground}"/>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${outline(style)}${dots.join('')}</svg>`;
}

export function renderMonogramLogo(name: string, style: LogoStyle): Promise<Buffer> {
  return sharp(Buffer.from(monogramSvg(name, style)))
    .webp({ quality: 90 })
    .toBuffer();
}
