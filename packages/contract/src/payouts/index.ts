export * from './payouts.js';
export * from './withholding.js';
export * from './payout-details.js';
export * from './withholding-returns.js';
