import { describe, expect, it } from 'vitest';
import { addProductForm } from './product-form';
import { formatGstRate, productTaxTexts, taxDefaultsForCategory } from './product-tax';
import { wholesaleTermsFormValues } from './wholesale-terms-form';

const mobiles = { hsn_code: '851713', gst_rate: 18 };
const toys = { hsn_code: '950300', gst_rate: 5 };

describe('tax defaults when the category changes', () => {
  it("fills empty fields with the category's HSN code and rate", () => {
    expect(taxDefaultsForCategory({ hsn_code: '', gst_rate: undefined }, undefined, mobiles)).toEqual(mobiles);
  });

  it("follows the new category while the fields hold the old category's defaults", () => {
    expect(taxDefaultsForCategory({ ...mobiles }, mobiles, toys)).toEqual(toys);
  });

  it('keeps a code or rate the wholesaler chose', () => {
    expect(taxDefaultsForCategory({ hsn_code: '85171300', gst_rate: 18 }, mobiles, toys)).toEqual({ gst_rate: 5 });
    expect(taxDefaultsForCategory({ hsn_code: '851713', gst_rate: 40 }, mobiles, toys)).toEqual({
      hsn_code: '950300',
    });
  });

  it('changes nothing when no category is chosen', () => {
    expect(taxDefaultsForCategory({ hsn_code: '' }, mobiles, undefined)).toEqual({});
  });
});

describe('add product form tax fields', () => {
  const product = { name: 'Room Heater 2000 W', price: 1499, stock: 10, ...wholesaleTermsFormValues() };

  it('asks for the HSN code and the GST rate', () => {
    const result = addProductForm.safeParse({ ...product, hsn_code: '' });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['hsn_code', productTaxTexts.hsnRequired],
      ['gst_rate', productTaxTexts.rateRequired],
    ]);
  });

  it('takes a 4, 6 or 8 digit HSN code and a rate in force', () => {
    expect(addProductForm.safeParse({ ...product, hsn_code: '8516', gst_rate: 18 }).success).toBe(true);
    expect(addProductForm.safeParse({ ...product, hsn_code: '85162', gst_rate: 18 }).success).toBe(false);
    expect(addProductForm.safeParse({ ...product, hsn_code: '851629', gst_rate: 12 }).success).toBe(false);
  });

  it('shows a rate as a percentage', () => {
    expect(formatGstRate(18)).toBe('18 %');
  });
});
