export * from './payouts.js';
export * from './withholding.js';
