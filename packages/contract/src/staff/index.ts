export * from './audit.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './customers.ts';
export * from './dashboard.ts';
export * from './invoices.ts';
export * from './orders.ts';
export * from './users.ts';
