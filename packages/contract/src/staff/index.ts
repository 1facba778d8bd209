export * from './audit.ts';
export * from './auth.ts';
export * from './bank.ts';
export * from './constants.ts';
export * from './invoices.ts';
export * from './users.ts';
