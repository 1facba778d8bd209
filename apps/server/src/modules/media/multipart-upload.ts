import type { Readable } from 'node:stream';
import { MediaErrorCode } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { uploadRefused } from './image-processing.ts';

export interface UploadedFile {
  /** The name the browser sent, for messages and the download name only (never trusted for the type). */
  name: string;
  bytes: Buffer;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** 413; the connection is closed after the answer, so the rest of an oversized body is never received. */
export const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    [
      {
        code: MediaErrorCode.tooLarge,
        key: 'file',
        message: `Súbor je príliš veľký; najviac sa dá nahrať ${megabytes(maxBytes)} na súbor.`,
      },
    ],
    { connection: 'close' },
  );

const tooLargeTogether = (maxTotal: number) =>
  new HttpError(
    413,
    [
      {
        code: MediaErrorCode.tooLarge,
        key: 'file',
        message: `Súbory sú spolu príliš veľké; naraz sa dá nahrať najviac ${megabytes(maxTotal)}.`,
      },
    ],
    { connection: 'close' },
  );

/** A file part's bytes; refused the moment it passes the limit rather than when the part ends. */
function collect(
  file: Readable & { truncated?: boolean },
  maxBytes: number,
  budget: { left: number; maxTotal: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => {
      budget.left -= chunk.length;
      if (budget.left < 0) {
        chunks.length = 0;
        file.destroy();
        reject(tooLargeTogether(budget.maxTotal));
      } else chunks.push(chunk);
    });
    file.on('limit', () => {
      chunks.length = 0;
      reject(tooLarge(maxBytes));
    });
    file.on('end', () => (file.truncated ? reject(tooLarge(maxBytes)) : resolve(Buffer.concat(chunks))));
    file.on('error', reject);
  });
}

/**
 * Reads a multipart upload with hard limits: a request whose declared length already exceeds
 * what the files may total is refused before a byte is read, and a file that grows past
 * `maxBytes` stops the read at that point (busboy drops the rest), so an oversized upload is never
 * held in memory. Text fields are returned by name.
 */
export async function readUploads(
  request: FastifyRequest,
  limits: { maxBytes: number; maxFiles: number; maxTotal?: number },
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw uploadRefused(MediaErrorCode.noFile, 'Vyberte súbor na nahratie (formulár s priloženým súborom).');
  }
  // Room for the boundaries, part headers and a few short text fields.
  const envelope = 64 * 1024;
  const declared = Number(request.headers['content-length'] ?? 0);
  const maxTotal = limits.maxTotal ?? limits.maxBytes * limits.maxFiles;
  if (declared > maxTotal + envelope) {
    throw limits.maxFiles === 1 ? tooLarge(limits.maxBytes) : tooLargeTogether(maxTotal);
  }
  const budget = { left: maxTotal, maxTotal };

  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 10, fieldSize: 4096, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await collect(part.file, limits.maxBytes, budget);
        files.push({ name: cleanFileName(part.filename), bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limits.maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw uploadRefused(
        MediaErrorCode.tooLarge,
        `Naraz sa dá nahrať najviac ${limits.maxFiles} ${limits.maxFiles === 1 ? 'súbor' : 'súborov'}.`,
      );
    }
    throw uploadRefused(
      MediaErrorCode.noFile,
      'Nahrávanie sa prerušilo alebo formulár nie je platný; skúste to znova.',
    );
  }
  if (files.length === 0) throw uploadRefused(MediaErrorCode.noFile, 'Vyberte súbor na nahratie.');
  const empty = files.find((f) => f.bytes.length === 0);
  if (empty) throw uploadRefused(MediaErrorCode.empty, `Súbor „${empty.name}“ je prázdny.`);
  return { files, fields };
}

/** The browser's file name without a path or control characters, at most 150 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(-150) || 'subor';
}
