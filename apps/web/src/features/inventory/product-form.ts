import { z } from 'zod';
import {
  createProductRequest,
  editProductRequest,
  gstRate,
  hsnCode,
  wholesaleTermsFields,
  wholesaleTermsMessages as m,
} from '@marketplace/contract';
import { productTaxTexts } from './product-tax';
import { wholesaleTermsCheck } from './wholesale-terms-form';

// The product forms' schemas, loaded on demand through `deferredSchemaResolver`: a page that imported this
// module would download zod with it.

/**
 * The API fills a product's HSN code and rate from its category when they are missing; the forms ask
 * for them, so the wholesaler sees and confirms what the invoices will say. The turnover rule (at least
 * 6 digits) is the server's: its message lands under the field.
 */
const requiredTaxFields = {
  hsn_code: z
    .string({ error: productTaxTexts.hsnRequired })
    .trim()
    .min(1, productTaxTexts.hsnRequired)
    .pipe(hsnCode(false)),
  gst_rate: z.number({ error: productTaxTexts.rateRequired }).pipe(gstRate()),
};

/**
 * The contract's fields, but the form always sends the minimum and the case pack: an emptied field would
 * otherwise mean "unchanged" on edit while the wholesaler sees no value.
 */
const wholesaleTermsFormFields = {
  ...wholesaleTermsFields,
  min_order_quantity: wholesaleTermsFields.min_order_quantity.refine((value) => value !== undefined, m.minWhole),
  order_multiple: wholesaleTermsFields.order_multiple.refine((value) => value !== undefined, m.multipleWhole),
};

/**
 * The forms validate with the server's own schemas, so the same messages show before anything is sent;
 * they also ask for the tax fields and judge the wholesale terms together, as the server will.
 */
export const addProductForm = createProductRequest
  .extend({ ...requiredTaxFields, ...wholesaleTermsFormFields })
  .superRefine(...wholesaleTermsCheck);
export type AddProductFormValues = z.input<typeof addProductForm>;

export const editProductForm = editProductRequest
  .extend({ ...requiredTaxFields, ...wholesaleTermsFormFields })
  .superRefine(...wholesaleTermsCheck);
export type EditProductFormValues = z.input<typeof editProductForm>;
