import { priceKeysJob } from '../modules/catalog/price-keys.ts';
import { invoiceRemindersJob } from '../modules/invoices/reminders.job.ts';
import { wordListJob } from '../modules/search/word-list.job.ts';
import type { Shop } from '../shop.ts';
import { expiredRowsJob } from './expired-rows.job.ts';
import type { Job } from './runner.ts';

/** Every scheduled job of the shop; the runner (runner.ts) runs each when it is due. */
export function shopJobs(shop: Pick<Shop, 'config' | 'outbox'>): Job[] {
  return [invoiceRemindersJob(shop), priceKeysJob(), wordListJob(), expiredRowsJob()];
}
