import type { OrderPaymentState, OrderStatus } from '@shop/contract';
import { type TextKey, t } from '../../../lib/i18n';

/** An order status as staff read it (the storefront's names). */
export const statusText = (status: OrderStatus) => t(`orders.status.${status}` as TextKey);

/** The button that moves an order to `status`. */
export const moveText = (status: OrderStatus) => t(`orders.move.${status}` as TextKey);

export const paymentStateText = (state: OrderPaymentState) => t(`orders.paymentState.${state}` as TextKey);
