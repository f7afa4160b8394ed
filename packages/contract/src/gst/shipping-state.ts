import { z } from 'zod';
import { findGstState, SHIPPING_STATE_MESSAGE } from './states.js';

/** The delivery state of a checkout, read into a GST state; free text outside the list is refused. */
export const shippingState = z.string({ error: SHIPPING_STATE_MESSAGE }).transform((input, ctx) => {
  const state = findGstState(input);
  if (state) return state;
  ctx.addIssue({ code: 'custom', message: SHIPPING_STATE_MESSAGE });
  return z.NEVER;
});
