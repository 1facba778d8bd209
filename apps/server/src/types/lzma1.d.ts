// lzma1 publishes its TypeScript sources as its types, which fail our stricter compiler
// options; tsconfig.json maps the import here instead. Only what the tests use.
export function compress(data: Uint8Array | string, mode?: number): Uint8Array;
export function decompress(data: Uint8Array): Uint8Array;
