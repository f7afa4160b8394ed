import type { ProductItem, ProductLine } from './product-line.js';

/** Stored with the text: it is built clean, as `product-html.test.ts` checks, so reads send it as it is. */
export { RICH_TEXT_RULES_VERSION } from '../../content/rich-text.js';
import type { SeededRandom } from './seeded-random.js';

/** Text between tags, escaped as the rich-text rules write it (quotes need no escaping there). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface ProductHtmlInput {
  name: string;
  brandName: string;
  companyName: string;
  line: ProductLine;
  item: ProductItem;
  pack: number;
}

/** A short sales description in the rich-text subset the editor produces: paragraphs, a list, bold text. */
export function descriptionHtml(rng: SeededRandom, input: ProductHtmlInput): string {
  const { name, brandName, companyName, line, pack } = input;
  const features = rng.shuffle(line.features).slice(0, 3);
  const packing = pack === 1 ? 'Priced per piece.' : `Each ${line.packWord.toLowerCase()} holds ${pack} units.`;
  return [
    `<p><strong>${escapeHtml(name)}</strong> by ${escapeHtml(brandName)} ${escapeHtml(line.summary)}</p>`,
    `<ul>${features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>`,
    `<p>${packing} Sold by <strong>${escapeHtml(companyName)}</strong> and dispatched within ${rng.int(1, 4)} working days with a GST invoice.</p>`,
  ].join('');
}

/** Key/value specifications, as a table for most products and a bulleted list for the rest. */
export function specificationsHtml(rng: SeededRandom, input: ProductHtmlInput): string {
  const { brandName, line, item, pack } = input;
  const entries: Array<[string, string]> = [
    ['Brand', brandName],
    ...Object.entries(item.specs),
    ['Pack contents', pack === 1 ? '1 unit' : `${pack} units`],
    ...Object.entries(line.lineSpecs),
  ];
  const safe = entries.map(([key, value]) => [escapeHtml(key), escapeHtml(value)]);
  if (rng.chance(0.3)) {
    return `<ul>${safe.map(([key, value]) => `<li><strong>${key}:</strong> ${value}</li>`).join('')}</ul>`;
  }
  return `<table><tbody>${safe.map(([key, value]) => `<tr><th>${key}</th><td>${value}</td></tr>`).join('')}</tbody></table>`;
}
