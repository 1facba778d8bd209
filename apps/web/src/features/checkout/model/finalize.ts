import type {
  BasketAddressBody,
  BasketAddressReply,
  BasketNoteBody,
  BasketPaymentBody,
  BasketSalePointBody,
  BasketShippingBody,
  CheckoutAddress,
  PacketaData,
  PlaceOrderBody,
  PlaceOrderReply,
} from '@shop/contract';

/** The calls the finalisation makes, in order (injected so the sequence is testable). */
export interface FinalizeCalls {
  setAddress(body: BasketAddressBody): Promise<BasketAddressReply>;
  setShipping(body: BasketShippingBody): Promise<unknown>;
  setSalePoint(body: BasketSalePointBody): Promise<unknown>;
  setPayment(body: BasketPaymentBody): Promise<unknown>;
  setNote(body: BasketNoteBody): Promise<unknown>;
  placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderReply>;
}

export interface FinalizeInput {
  invoice: CheckoutAddress;
  /** null: deliver to the invoice address */
  delivery: CheckoutAddress | null;
  shippingMethodId: number;
  /** only with a Packeta method */
  packetaData: PacketaData | null;
  /** only with pick-up: the warehouse */
  salePointId: number | null;
  paymentOptionId: number;
  note: string;
  newsletter: boolean;
}

export type FinalizeStep = 'address' | 'shipping' | 'salePoint' | 'payment' | 'note' | 'order';

/** The step that failed and why (the original error, or a reply that did not report success). */
export class FinalizeError extends Error {
  override readonly name = 'FinalizeError';
  readonly step: FinalizeStep;
  constructor(step: FinalizeStep, options?: { cause?: unknown }) {
    super(`Checkout stopped at step "${step}"`, options);
    this.step = step;
  }
}

/**
 * Places the order (docs/requirements/cart-and-checkout.md §Placing an order): addresses (each result must report
 * success), shipping with the Packeta data, the sale point (pick-up only), payment, note, then the order with the
 * newsletter flag under `idempotencyKey`. Stops at the first failure with a FinalizeError.
 */
export async function finalizeOrder(
  calls: FinalizeCalls,
  input: FinalizeInput,
  idempotencyKey: string,
): Promise<PlaceOrderReply['order']> {
  const run = async <T>(step: FinalizeStep, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new FinalizeError(step, { cause: error });
    }
  };

  const addressReply = await run('address', () =>
    calls.setAddress({ invoice: input.invoice, delivery: input.delivery }),
  );
  const expected = input.delivery ? 2 : 1;
  const results = addressReply.results as ReadonlyArray<{ success: boolean }>;
  if (results.length < expected || !results.every((r) => r.success === true)) throw new FinalizeError('address');

  await run('shipping', () =>
    calls.setShipping(
      input.packetaData
        ? { id: input.shippingMethodId, packetaData: input.packetaData }
        : { id: input.shippingMethodId },
    ),
  );
  if (input.salePointId !== null) {
    const salePointId = input.salePointId;
    await run('salePoint', () => calls.setSalePoint({ id: salePointId }));
  }
  await run('payment', () => calls.setPayment({ id: input.paymentOptionId }));
  await run('note', () => calls.setNote({ note: input.note }));
  const reply = await run('order', () => calls.placeOrder({ newsletter: input.newsletter }, idempotencyKey));
  return reply.order;
}

/** Whether the failure means the session ended (401 not logged in). */
export function isNotLoggedInFailure(error: unknown): boolean {
  const cause = error instanceof FinalizeError ? error.cause : error;
  return (
    !!cause &&
    typeof cause === 'object' &&
    'isNotLoggedIn' in cause &&
    (cause as { isNotLoggedIn: unknown }).isNotLoggedIn === true
  );
}
