import { deferredSchemaResolver } from '../../lib/deferred-schema-resolver';

export const loginValidation = deferredSchemaResolver(() =>
  import('./auth-schemas').then((schemas) => schemas.loginRequest),
);

export const registerValidation = deferredSchemaResolver(() =>
  import('./auth-schemas').then((schemas) => schemas.registerRequest),
);
