import { type OrderMailConfig, type OrderMailData, orderMails } from './order-mail.ts';

/** The task of the order-mail worker thread (order-mail-builder.ts). */
export default function buildOrderMails(task: { data: OrderMailData; config: OrderMailConfig }) {
  return orderMails(task.data, task.config);
}
