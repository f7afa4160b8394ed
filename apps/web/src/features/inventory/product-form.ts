import type { z } from 'zod';
import { createProductRequest, editProductRequest } from '@marketplace/contract';
import { requiredTaxFields } from './product-tax';
import { wholesaleTermsCheck, wholesaleTermsFormFields } from './wholesale-terms-form';

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
