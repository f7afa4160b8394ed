// The schemas the account forms check with, loaded on demand through `deferredSchemaResolver`: a page that
// imported this module would download zod with it.
export { loginRequest, registerRequest } from '@marketplace/contract';
