import { Piscina } from 'piscina';
import type { NewMail } from '../../mail/outbox.ts';
import { type OrderMailConfig, type OrderMailData, orderMails } from './order-mail.ts';

export interface OrderMailBuilder {
  build(data: OrderMailData, config: OrderMailConfig): Promise<NewMail[]>;
  close(): Promise<void>;
}

/**
 * Builds the two order mails in a worker thread (piscina). The PAY by square QR (LZMA, QR code,
 * PNG) and the mail HTML cost ~2–3 ms of CPU per order, about a quarter of what the server's one
 * thread spends on a customer's add-add-order cycle, and under load that thread is the limit
 * (BENCHMARKS.md). The worker runs them on another core while the order's transaction goes on.
 * The thread starts with the first order. Should it fail, the mails are built here instead:
 * an order never fails for the sake of its mail.
 */
export function createOrderMailBuilder(
  log: (msg: string, err: unknown) => void,
  workerFile = new URL('./order-mail.worker.ts', import.meta.url).href,
): OrderMailBuilder {
  let pool: Piscina<{ data: OrderMailData; config: OrderMailConfig }, NewMail[]> | undefined;
  let closed = false;
  return {
    async build(data, config) {
      if (!closed) {
        try {
          pool ??= new Piscina({
            filename: workerFile,
            minThreads: 1,
            maxThreads: 1,
            idleTimeout: 60_000,
          });
          return await pool.run({ data, config });
        } catch (err) {
          log('order mail worker failed; building the mails in the main thread', err);
        }
      }
      return orderMails(data, config);
    },
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
