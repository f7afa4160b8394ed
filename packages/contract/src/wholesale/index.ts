export * from './quantity.js';
export * from './seller-minimum.js';
export * from './terms.js';
export * from './terms-rules.js';
