export * from './account.ts';
export * from './catalog.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './envelope.ts';
export * from './system.ts';
