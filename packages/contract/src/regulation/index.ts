export * from './licence-fields.js';
export * from './rules.js';
