export * from './delivery-proof.js';
