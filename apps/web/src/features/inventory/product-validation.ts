import { deferredSchemaResolver } from '../../lib/deferred-schema-resolver';

export const addProductValidation = deferredSchemaResolver(() =>
  import('./product-form').then((forms) => forms.addProductForm),
);

export const editProductValidation = deferredSchemaResolver(() =>
  import('./product-form').then((forms) => forms.editProductForm),
);
