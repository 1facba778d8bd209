import { parentPort } from 'node:worker_threads';
import { type PdfJob, renderPdf } from './pdf-pool.ts';

/** Worker side of the PDF pool: renders the jobs it is sent, one at a time. */
parentPort?.on('message', (message: { id: number; job: PdfJob }) => {
  renderPdf(message.job).then(
    (bytes) => parentPort?.postMessage({ id: message.id, bytes }),
    (err: unknown) =>
      parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
