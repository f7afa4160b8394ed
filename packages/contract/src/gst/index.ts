export * from './amount-in-words.js';
export * from './document-numbers.js';
export * from './financial-year.js';
export * from './hsn.js';
export * from './rates.js';
export * from './shipping-state.js';
export * from './states.js';
export * from './tax-split.js';
