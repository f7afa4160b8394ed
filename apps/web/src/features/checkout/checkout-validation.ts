import { deferredSchemaResolver } from '../../lib/deferred-schema-resolver';

export const checkoutValidation = deferredSchemaResolver(() =>
  import('./checkout-schema').then((schemas) => schemas.checkoutForm),
);
