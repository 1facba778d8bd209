import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { certificatePdf, type DatasheetInput, datasheetPdf, manualPdf } from './documents.ts';

export type PdfJob =
  | { kind: 'datasheet'; input: DatasheetInput }
  | { kind: 'manual'; input: Parameters<typeof manualPdf>[0] }
  | { kind: 'certificate'; input: Parameters<typeof certificatePdf>[0] };

export function renderPdf(job: PdfJob): Promise<Buffer> {
  if (job.kind === 'datasheet') return datasheetPdf(job.input);
  if (job.kind === 'manual') return manualPdf(job.input);
  return certificatePdf(job.input);
}

export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  close(): Promise<void>;
}

interface Pending {
  job: PdfJob;
  resolve(bytes: Buffer): void;
  reject(err: unknown): void;
}

/**
 * Renders PDFs on worker threads while the main thread keeps inserting rows (PGlite runs on the
 * main thread), so the few seconds of PDF work overlap with the database work. Without spare
 * cores, or where workers cannot load TypeScript, or if a worker dies, jobs render in-thread.
 */
export function createPdfRenderer(): PdfRenderer {
  const stripsTypes = Boolean((process.features as { typescript?: unknown }).typescript);
  const size = Math.min(2, availableParallelism() - 1);
  if (!stripsTypes || size < 1) return { render: renderPdf, close: async () => {} };

  let nextId = 1;
  const slots = Array.from({ length: size }, () => {
    const pending = new Map<number, Pending>();
    let alive = true;
    const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url));
    // A dead worker hands its unfinished jobs back to the main thread.
    const fail = () => {
      if (!alive) return;
      alive = false;
      for (const p of pending.values()) renderPdf(p.job).then(p.resolve, p.reject);
      pending.clear();
    };
    worker.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.bytes) p.resolve(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength));
      else p.reject(new Error(m.error ?? 'PDF worker failed'));
    });
    worker.on('error', fail);
    worker.on('exit', fail);
    return { worker, pending, isAlive: () => alive };
  });

  return {
    render(job) {
      const live = slots.filter((s) => s.isAlive());
      if (live.length === 0) return renderPdf(job);
      const slot = live.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        slot.pending.set(id, { job, resolve, reject });
        slot.worker.postMessage({ id, job });
      });
    },
    async close() {
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
