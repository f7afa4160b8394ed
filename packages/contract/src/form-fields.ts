import { z } from 'zod';

/** A yes/no field of a multipart form, where every value arrives as text. */
export const formBoolean = (message: string) =>
  z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value === 'false' || value === 'off' ? false : value),
    z.boolean({ error: message }),
  );

/** An empty form field counts as not sent. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A positive whole number of a query string (a page, a page size), with `fallback` when left out or empty. */
export const wholeNumberParam = (label: string, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be 1 or more`)
      .max(max, `${label} must be at most ${max}`)
      .default(fallback),
  );
