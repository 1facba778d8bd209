export * from './audit.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './users.ts';
export * from './vat-check.ts';
