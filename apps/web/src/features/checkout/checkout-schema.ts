// The schema the shipping form checks with, loaded on demand through `deferredSchemaResolver`: a page that
// imported this module would download zod with it.
export { checkoutForm } from '@marketplace/contract';
