export * from './bank.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './einvoice.ts';
export * from './invoices.ts';
export * from './staff.ts';
