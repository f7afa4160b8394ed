import { z } from 'zod';

/** A yes/no field of a multipart form, where every value arrives as text. */
export const formBoolean = (message: string) =>
  z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value === 'false' || value === 'off' ? false : value),
    z.boolean({ error: message }),
  );

/** An empty form field counts as not sent. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
