import { createHash } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { IMAGE_MAX_BYTES } from '@shop/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from './import-sources.ts';

/**
 * The ZIP of images an import names (docs/decisions/018-import-export.md §Images from a ZIP). Opening
 * it reads every entry once, within hard limits, before anything is imported: a ZIP bomb, a lying
 * entry or a name that climbs out of the archive refuses the whole ZIP, so nothing is written. The
 * pass also gives each entry's SHA-256, which is how a re-run knows an image is already there.
 */

export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_TOTAL_BYTES = 2 * 1024 * 1024 * 1024;
/** Each entry at most what the back office accepts for one image. */
export const ZIP_MAX_ENTRY_BYTES = IMAGE_MAX_BYTES;
/** Photos hardly compress; an entry much smaller packed than unpacked is a bomb. */
export const ZIP_MAX_RATIO = 100;

export interface ZipImage {
  /** The entry's path in the archive. */
  name: string;
  sha256: string;
  size: number;
  entry: Entry;
}

export interface ImageZip {
  /** By the entry's path, or by its file name alone when only one entry has that name. */
  find(name: string): ZipImage | null;
  read(image: ZipImage): Promise<Buffer>;
  close(): void;
}

const refuse = (message: string) => new ImportFileError(`ZIP s obrázkami: ${message}`);

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // strictFileNames off: our own check below names the entry in its message.
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false }, (err, zip) =>
      err || !zip ? reject(refuse('súbor nie je platný ZIP')) : resolve(zip),
    ),
  );
}

/** `..`, an absolute path, a drive letter or a backslash: a name that could point outside the archive. */
export function unsafeEntryName(name: string): boolean {
  if (name.includes('\0') || name.includes('\\')) return true;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split('/').some((part) => part === '..');
}

/**
 * The entry's bytes, never more than it declared and exactly that many. Inflated here rather than by
 * yauzl: yauzl 2 replaces its streams' destroy(), so on current Node a size or zlib error there is
 * swallowed and the read never ends.
 */
function readEntry(zip: ZipFile, entry: Entry, onChunk: (chunk: Buffer) => void): Promise<void> {
  const broken = () => refuse(`položka „${entry.fileName}“ je poškodená alebo väčšia, ako uvádza`);
  return new Promise((resolve, reject) => {
    if ((entry.compressionMethod !== 0 && entry.compressionMethod !== 8) || entry.isEncrypted()) {
      reject(refuse(`položka „${entry.fileName}“ je zašifrovaná alebo skomprimovaná nepodporovanou metódou`));
      return;
    }
    const options = { decompress: entry.isCompressed() ? false : null, decrypt: null, start: null, end: null };
    zip.openReadStream(entry, options, (err, raw) => {
      if (err || !raw) return reject(broken());
      let read = 0;
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          read += chunk.length;
          if (read > entry.uncompressedSize) return done(broken());
          onChunk(chunk);
          done();
        },
      });
      const stages = entry.compressionMethod === 8 ? [raw, createInflateRaw(), sink] : [raw, sink];
      pipeline(stages).then(
        () => (read === entry.uncompressedSize ? resolve() : reject(broken())),
        () => reject(broken()),
      );
    });
  });
}

export async function openImageZip(file: string): Promise<ImageZip> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) throw refuse(`má viac ako ${ZIP_MAX_ENTRIES} položiek`);
    const entries = await listEntries(zip);
    const byName = new Map<string, ZipImage>();
    const byBase = new Map<string, ZipImage | null>();
    for (const entry of entries) {
      const hash = createHash('sha256');
      await readEntry(zip, entry, (chunk) => hash.update(chunk));
      const image: ZipImage = { name: entry.fileName, sha256: hash.digest('hex'), size: entry.uncompressedSize, entry };
      byName.set(image.name, image);
      const base = path.posix.basename(image.name);
      byBase.set(base, byBase.has(base) ? null : image);
    }
    return {
      find: (name) => byName.get(name) ?? byBase.get(name) ?? null,
      read: async (image) => {
        const chunks: Buffer[] = [];
        await readEntry(zip, image.entry, (chunk) => chunks.push(chunk));
        return Buffer.concat(chunks);
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

function entryProblem(name: string, entry: Entry, totalSoFar: number): string | null {
  if (unsafeEntryName(name)) return `názov položky „${name}“ nie je dovolený (.. alebo absolútna cesta)`;
  if (entry.uncompressedSize > ZIP_MAX_ENTRY_BYTES)
    return `položka „${name}“ má viac ako ${ZIP_MAX_ENTRY_BYTES / 1024 / 1024} MB`;
  if (entry.compressedSize * ZIP_MAX_RATIO < entry.uncompressedSize)
    return `položka „${name}“ je podozrivo silno skomprimovaná (ZIP bomba)`;
  if (totalSoFar > ZIP_MAX_TOTAL_BYTES) return `obsah má spolu viac ako ${ZIP_MAX_TOTAL_BYTES / 1024 / 1024 / 1024} GB`;
  return null;
}

/** The central directory checked before a byte is unpacked: names, sizes, ratios, total; folders skipped. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('error', () => reject(refuse('súbor nie je platný ZIP')));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const name = Buffer.isBuffer(entry.fileName)
        ? (entry.fileName as Buffer).toString('utf8')
        : String(entry.fileName);
      entry.fileName = name;
      total += entry.uncompressedSize;
      const problem = entryProblem(name, entry, total);
      if (problem) return reject(refuse(problem));
      if (!name.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}
