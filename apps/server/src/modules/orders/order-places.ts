import { htmlToText } from '../checkout/order-mail.ts';
import type { OrderRow } from './orders.staff.repository.ts';

/**
 * Where an order's goods are handed over, from its snapshot: the sale point of a pick-up order
 * (its name and address lines, opening hours included: the warehouse's address is staff-written
 * HTML) or the Packeta point. The order's page and its papers show them alike.
 */
export function orderPlaces(order: OrderRow) {
  return {
    salePoint: order.salePointName
      ? { name: order.salePointName, lines: htmlToText(order.salePointAddress ?? '').split('\n') }
      : null,
    packetaPoint: order.packetaPointId
      ? { id: order.packetaPointId, name: order.packetaPointName ?? '', address: order.packetaPointAddress ?? '' }
      : null,
  };
}
