export * from './order-lines.js';
export * from './schemas.js';
