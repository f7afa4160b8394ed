import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../content/rich-text.js';
import { descriptionHtml, specificationsHtml } from './product-html.js';
import { productName } from './product-line.js';
import { PRODUCT_LINES } from './product-lines.js';
import { seededRandom } from './seeded-random.js';

// The seeds store this text marked as cleaned under today's rules (`products.rich_text_rules`), so reads send it
// as it is: it must be exactly what the cleaning would leave.
describe('seeded product descriptions and specifications', () => {
  it('are already clean: the rich-text rules leave every one of them as it is', () => {
    const rng = seededRandom(5);
    for (const line of PRODUCT_LINES) {
      for (const item of line.items) {
        for (const pack of item.packs) {
          const input = {
            name: `<Odd> & "${productName(line, item, pack)}"`,
            brandName: 'A&B',
            companyName: 'C<D',
            line,
            item,
            pack,
          };
          for (const html of [descriptionHtml(rng, input), specificationsHtml(rng, input)]) {
            expect(sanitizeRichText(html)).toBe(html);
          }
        }
      }
    }
  });
});
