import { isApiError } from '../../lib/api-error';
import { errorDetail } from '../../lib/server-field-errors';

/** The texts of spec section 8 for the add-product form. */
export const addProductMessages = {
  added: 'Product added successfully',
  failed: 'Failed to add product',
  exception: 'An error occurred while adding the product',
  wholesalersOnly: 'Only wholesalers can add products.',
  accessDenied: 'Only wholesalers are allowed to add new products.',
} as const;

export interface AddProductFailure {
  title: string;
  detail?: string | undefined;
}

/** A server answer other than 201 is "Failed to add product"; no answer at all (network, exception) is the other text. */
export function describeAddProductFailure(error: unknown): AddProductFailure {
  // The server refuses anyone but a wholesaler, whatever the browser believed the user to be.
  if (isApiError(error) && error.status === 403 && error.code === 'forbidden') {
    return { title: addProductMessages.wholesalersOnly, detail: error.message };
  }
  if (isApiError(error) && error.status > 0) {
    return { title: addProductMessages.failed, detail: error.message };
  }
  return { title: addProductMessages.exception, detail: errorDetail(error) };
}
