import { z } from 'zod/mini';
import type { AddressFormValues } from './address-form';
import type { CheckoutChoices } from './checkout-state';

/**
 * The checkout as entered so far, kept in sessionStorage: when the session ends mid-checkout the
 * customer logs in again and comes back to a filled form (docs/requirements/cart-and-checkout.md §Checkout steps). Per
 * tab, cleared when the order is placed, and only restored for the same account.
 */
export const DRAFT_KEY = 'shop.checkout.draft';

const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string(),
});

const DraftSchema = z.object({
  version: z.literal(1),
  account: z.string(),
  choices: z.object({
    step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    deliveryType: z.enum(['delivery', 'pickup']),
    shippingMethodId: z.nullable(z.number()),
    lastDeliveryMethodId: z.nullable(z.number()),
    salePointId: z.nullable(z.number()),
    packeta: z.nullable(z.object({ id: z.string(), name: z.string(), line1: z.string(), line2: z.string() })),
    paymentOptionId: z.nullable(z.number()),
    note: z.string(),
  }),
  addresses: z.object({
    invoice: z.extend(address, { email: z.string() }),
    sameAsInvoice: z.boolean(),
    delivery: address,
  }),
  newsletter: z.boolean(),
});

export interface CheckoutDraft {
  version: 1;
  /** the account it belongs to (the session user's username) */
  account: string;
  choices: CheckoutChoices;
  addresses: AddressFormValues;
  newsletter: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the checkout still works, only without the draft
  }
}

export function loadDraft(account: string): CheckoutDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.account !== account) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // quota or privacy mode: the draft is a convenience
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
