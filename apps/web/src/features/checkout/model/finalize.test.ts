import type { BasketAddressReply, PlaceOrderReply } from '@shop/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { type FinalizeCalls, FinalizeError, type FinalizeInput, finalizeOrder, isNotLoggedInFailure } from './finalize';
import { createIdempotencyKeyHolder, newIdempotencyKey } from './idempotency-key';

const address = {
  firstName: 'Jan',
  lastName: 'Novak',
  street: 'Hlavna 1',
  city: 'Kosice',
  zip: '040 01',
  phone: '+421900111222',
};

const input = (overrides: Partial<FinalizeInput> = {}): FinalizeInput => ({
  invoice: address,
  delivery: null,
  shippingMethodId: 1,
  packetaData: null,
  salePointId: null,
  paymentOptionId: 1,
  note: '',
  newsletter: false,
  ...overrides,
});

function fakeCalls(overrides: Partial<FinalizeCalls> = {}) {
  const log: string[] = [];
  const ok = { success: true } as const;
  const calls: FinalizeCalls = {
    setAddress: vi.fn(async (body) => {
      log.push('address');
      return { success: true, results: body.delivery ? [ok, ok] : [ok] } as BasketAddressReply;
    }),
    setShipping: vi.fn(async () => log.push('shipping')),
    setSalePoint: vi.fn(async () => log.push('salePoint')),
    setPayment: vi.fn(async () => log.push('payment')),
    setNote: vi.fn(async () => log.push('note')),
    placeOrder: vi.fn(async () => {
      log.push('order');
      return { success: true, order: { id: 7, number: '2026000007' } } as PlaceOrderReply;
    }),
    ...overrides,
  };
  return { calls, log };
}

describe('finalizeOrder', () => {
  it('runs address, shipping, payment, note and order in sequence', async () => {
    const { calls, log } = fakeCalls();
    const order = await finalizeOrder(calls, input({ note: 'Rampa', newsletter: true }), 'key-12345678');
    expect(order).toEqual({ id: 7, number: '2026000007' });
    expect(log).toEqual(['address', 'shipping', 'payment', 'note', 'order']);
    expect(calls.setAddress).toHaveBeenCalledWith({ invoice: address, delivery: null });
    expect(calls.setShipping).toHaveBeenCalledWith({ id: 1 });
    expect(calls.setPayment).toHaveBeenCalledWith({ id: 1 });
    expect(calls.setNote).toHaveBeenCalledWith({ note: 'Rampa' });
    expect(calls.placeOrder).toHaveBeenCalledWith({ newsletter: true }, 'key-12345678');
  });

  it('sets the sale point for pick-up and sends the Packeta data with the shipping', async () => {
    const pickup = fakeCalls();
    await finalizeOrder(pickup.calls, input({ shippingMethodId: 3, salePointId: 2 }), 'key-12345678');
    expect(pickup.log).toEqual(['address', 'shipping', 'salePoint', 'payment', 'note', 'order']);
    expect(pickup.calls.setSalePoint).toHaveBeenCalledWith({ id: 2 });

    const packetaData = {
      packetaPoint: '123',
      packetaPointName: 'Z-BOX',
      packetaPointAddress: 'Hlavna 1, 040 01 Kosice',
    };
    const packeta = fakeCalls();
    await finalizeOrder(packeta.calls, input({ shippingMethodId: 2, packetaData }), 'key-12345678');
    expect(packeta.calls.setShipping).toHaveBeenCalledWith({ id: 2, packetaData });
    expect(packeta.calls.setSalePoint).not.toHaveBeenCalled();
  });

  it('sends a different delivery address and needs a success result for each address', async () => {
    const delivery = { ...address, street: 'Juzna 2' };
    const { calls } = fakeCalls();
    await finalizeOrder(calls, input({ delivery }), 'key-12345678');
    expect(calls.setAddress).toHaveBeenCalledWith({ invoice: address, delivery });

    const short = fakeCalls({
      setAddress: vi.fn(async () => ({ success: true, results: [{ success: true }] }) as BasketAddressReply),
    });
    await expect(finalizeOrder(short.calls, input({ delivery }), 'key-12345678')).rejects.toMatchObject({
      step: 'address',
    });
    expect(short.calls.setShipping).not.toHaveBeenCalled();

    const failed = fakeCalls({
      setAddress: vi.fn(
        async () => ({ success: true, results: [{ success: false }] }) as unknown as BasketAddressReply,
      ),
    });
    await expect(finalizeOrder(failed.calls, input(), 'key-12345678')).rejects.toBeInstanceOf(FinalizeError);
    expect(failed.calls.placeOrder).not.toHaveBeenCalled();
  });

  it.each([
    ['shipping', ['address', 'shipping']],
    ['payment', ['address', 'shipping', 'payment']],
    ['note', ['address', 'shipping', 'payment', 'note']],
  ] as const)('stops at the first failure (%s)', async (step, expected) => {
    const log: string[] = [];
    const failing = vi.fn(async () => {
      log.push(step);
      throw new ApiError(409, [{ code: 'messages.conflict' }]);
    });
    const key = step === 'shipping' ? 'setShipping' : step === 'payment' ? 'setPayment' : 'setNote';
    const { calls, log: okLog } = fakeCalls({ [key]: failing });
    const error = await finalizeOrder(calls, input(), 'key-12345678').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FinalizeError);
    expect((error as FinalizeError).step).toBe(step);
    expect((error as FinalizeError).cause).toBeInstanceOf(ApiError);
    expect([...okLog, ...log]).toEqual(expected);
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('tells a session that ended (401) from other failures', async () => {
    const { calls } = fakeCalls({
      setAddress: vi.fn(async () => {
        throw new ApiError(401, [{ code: 'messages.user.not-logged-in' }]);
      }),
    });
    const error = await finalizeOrder(calls, input(), 'key-12345678').catch((e: unknown) => e);
    expect(isNotLoggedInFailure(error)).toBe(true);
    expect(isNotLoggedInFailure(new FinalizeError('order', { cause: new ApiError(500, []) }))).toBe(false);
  });
});

describe('Idempotency-Key per checkout attempt', () => {
  it('is made once and reused on every retry until reset', async () => {
    let n = 0;
    const holder = createIdempotencyKeyHolder(() => `attempt-key-${++n}`);
    let failOnce = true;
    const { calls } = fakeCalls({
      placeOrder: vi.fn(async () => {
        if (failOnce) {
          failOnce = false;
          throw new ApiError(0, [{ code: 'client.network' }]);
        }
        return { success: true, order: { id: 1, number: '2026000001' } } as PlaceOrderReply;
      }),
    });
    await expect(finalizeOrder(calls, input(), holder.get())).rejects.toMatchObject({ step: 'order' });
    await finalizeOrder(calls, input(), holder.get());
    expect(vi.mocked(calls.placeOrder).mock.calls.map((c) => c[1])).toEqual(['attempt-key-1', 'attempt-key-1']);
    holder.reset();
    expect(holder.get()).toBe('attempt-key-2');
  });

  it('matches the server pattern', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const original = globalThis.crypto.randomUUID;
    // Plain http has no randomUUID: the fallback still gives a valid key.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[a-f0-9]{32}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
