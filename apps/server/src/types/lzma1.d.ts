// lzma1 publishes its TypeScript sources as its types, which fail our stricter compiler
// options; tsconfig.json maps the import here instead. Only what pay-by-square.ts uses.
export function compress(data: Uint8Array | string, mode?: number): Uint8Array;
