import type { AddressSnapshot, paymentOptions, shippingMethods } from '../../db/schema/index.ts';

type ShippingMethodRow = typeof shippingMethods.$inferSelect;
type PaymentOptionRow = typeof paymentOptions.$inferSelect;

/**
 * Packeta methods exist only with a Packeta key: without it nobody can pick a point
 * (docs/requirements/cart-and-checkout.md §Packeta).
 */
export function isShippingOffered(
  method: Pick<ShippingMethodRow, 'active' | 'isPacketa'>,
  packetaEnabled: boolean,
): boolean {
  return method.active && (!method.isPacketa || packetaEnabled);
}

/** Pick-up methods take options allowed for the store, delivery methods those allowed for shipping. */
export function paymentAllowedFor(
  payment: Pick<PaymentOptionRow, 'active' | 'allowForStore' | 'allowForShipping'>,
  shipping: Pick<ShippingMethodRow, 'pickUp'>,
): boolean {
  return payment.active && (shipping.pickUp ? payment.allowForStore : payment.allowForShipping);
}

export interface CheckoutSnapshot {
  lineCount: number;
  hasInvoiceAddress: boolean;
  /** the chosen method if it is still offered */
  shipping: Pick<ShippingMethodRow, 'pickUp' | 'isPacketa'> | null;
  hasSalePoint: boolean;
  hasPacketaPoint: boolean;
  /** the chosen option if it is still active */
  payment: Pick<PaymentOptionRow, 'active' | 'allowForStore' | 'allowForShipping'> | null;
}

/** The first step an order still needs, as the 409 key and message name it; null = complete. */
export function missingStep(s: CheckoutSnapshot): { key: string; message: string } | null {
  if (s.lineCount === 0) return { key: 'items', message: 'The basket is empty.' };
  if (!s.hasInvoiceAddress) return { key: 'invoice', message: 'The invoice address is missing.' };
  if (!s.shipping) return { key: 'shipping', message: 'No shipping method is chosen.' };
  if (s.shipping.pickUp && !s.hasSalePoint)
    return { key: 'salePoint', message: 'No sale point is chosen for pick-up.' };
  if (s.shipping.isPacketa && !s.hasPacketaPoint)
    return { key: 'packetaPoint', message: 'No Packeta point is chosen.' };
  if (!s.payment) return { key: 'payment', message: 'No payment option is chosen.' };
  if (!paymentAllowedFor(s.payment, s.shipping)) {
    return { key: 'payment', message: 'The payment option is not allowed for the shipping method.' };
  }
  return null;
}

/**
 * The delivery address an order adds to the customer's saved ones: only a separate address the
 * goods are taken to. Goods sent to the invoice address add nothing (that one is saved as the
 * invoice address), and a pick-up at a warehouse or a Packeta point is no delivery address
 * (docs/decisions/009-saved-addresses.md).
 */
export function deliveryAddressToSave(
  shipping: Pick<ShippingMethodRow, 'pickUp' | 'isPacketa'>,
  separateDelivery: AddressSnapshot | null,
): AddressSnapshot | null {
  if (shipping.pickUp || shipping.isPacketa || !separateDelivery) return null;
  const { email: _never, ...address } = separateDelivery;
  return address;
}
