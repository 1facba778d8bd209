import {
  CANCEL_REASON_MAX,
  CARRIERS,
  type OrderStatus,
  StaffErrorCode,
  type StaffOrderDetail,
  trackingUrl,
} from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Alert, errorMessage, Field } from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { errorText, t } from '../../../lib/i18n';
import { recordHistoryKey } from '../../audit/api/record-history';
import { useChangeOrderStatus } from '../api/change-status';
import { orderKey } from '../api/get-order';
import { moveText, statusText } from './order-texts';

type Errors = Partial<Record<'carrier' | 'trackingNumber' | 'reason', FieldError>>;
const fieldError = (message: string): FieldError => ({ type: 'validate', message });

/** Moves that mail the customer (order-status-mails.ts on the server; delivered and returned do not). */
const MAILED: readonly OrderStatus[] = ['processing', 'ready_for_pickup', 'shipped', 'cancelled'];

/**
 * The order's status changes: one button per move the server offers this person now (`moves`,
 * from the one transition table in apps/server/src/modules/orders/order-status.ts) — never a
 * move of its own. A move opens a small form: shipping asks for the carrier and the parcel
 * number, cancelling for the reason; the others only confirm. The change is made on the version
 * the page shows; a 409 (someone else changed the order meanwhile) shows the server's sentence
 * naming who, and the order is loaded again.
 */
export function StatusActions({ order }: { order: StaffOrderDetail }) {
  const [move, setMove] = useState<OrderStatus | null>(null);
  const [done, setDone] = useState<OrderStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangeOrderStatus(order.id, order.number);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);

  // Keyboard users land in the form they opened, and back on the buttons when it closes.
  useEffect(() => {
    if (move) formRef.current?.querySelector<HTMLElement>('select, input, textarea, button[type="submit"]')?.focus();
  }, [move]);

  const open = (status: OrderStatus) => {
    setMove(status);
    setDone(null);
    setFailure(null);
    setErrors({});
  };
  const close = () => {
    setMove(null);
    setErrors({});
    buttonsRef.current?.querySelector<HTMLElement>('button')?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!move) return;
    const form = new FormData(event.currentTarget);
    const carrier = String(form.get('carrier') ?? '');
    const trackingNumber = String(form.get('trackingNumber') ?? '').trim();
    const reason = String(form.get('reason') ?? '').trim();
    const found: Errors = {};
    if (move === 'shipped') {
      if (!carrier) found.carrier = fieldError(t('form.required'));
      if (!trackingNumber) found.trackingNumber = fieldError(t('form.required'));
      else if (carrier && trackingUrl(carrier, trackingNumber) === null) {
        found.trackingNumber = fieldError(t('orders.trackingInvalid'));
      }
    }
    if (move === 'cancelled' && !reason) found.reason = fieldError(t('form.required'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      await change.mutateAsync({
        status: move,
        version: order.version,
        ...(move === 'shipped' ? { carrier: carrier as (typeof CARRIERS)[number]['id'], trackingNumber } : {}),
        ...(move === 'cancelled' ? { reason } : {}),
      });
      setDone(move);
      setMove(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === StaffErrorCode.orderStale) {
        // The server's sentence names who changed the order and when; the page shows the order as it is now.
        setFailure(err.errors[0]?.message ?? t('orders.stale'));
        setMove(null);
        void queryClient.invalidateQueries({ queryKey: orderKey(order.id) });
        void queryClient.invalidateQueries({ queryKey: recordHistoryKey('order', order.number) });
        return;
      }
      const onField: Errors = {};
      let general: string | null = null;
      if (err instanceof ApiError) {
        for (const e of err.errors) {
          if (e.key === 'carrier' || e.key === 'trackingNumber' || e.key === 'reason') {
            onField[e.key] = fieldError(e.key === 'trackingNumber' ? t('orders.trackingInvalid') : errorText(e.code));
          } else general ??= errorText(e.code);
        }
      } else general = errorMessage(err);
      setErrors(onField);
      setFailure(general);
    }
  };

  return (
    <section className="panel" aria-labelledby="actions-heading">
      <h2 id="actions-heading">{t('orders.actions')}</h2>
      {failure && (
        <Alert>
          <p>{failure}</p>
        </Alert>
      )}
      {done && <Alert kind="success">{t('orders.moved', { status: statusText(done) })}</Alert>}
      {order.moves.length === 0 ? (
        <p>{t('orders.noMoves')}</p>
      ) : (
        <div className="actions" ref={buttonsRef}>
          {order.moves.map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'cancelled' ? 'button button--danger' : 'button'}
              aria-expanded={move === status}
              aria-controls={move === status ? 'move-form' : undefined}
              onClick={() => open(status)}
            >
              {moveText(status)}
            </button>
          ))}
        </div>
      )}
      {move && (
        <form
          id="move-form"
          ref={formRef}
          className="move-form"
          aria-label={t('orders.moveForm', { status: statusText(move) })}
          onSubmit={submit}
          noValidate
        >
          {move === 'shipped' && (
            <>
              <Field id="move-carrier" label={t('orders.carrier')} error={errors.carrier}>
                {(aria) => (
                  <select {...aria} name="carrier" defaultValue="">
                    <option value="">{t('orders.chooseCarrier')}</option>
                    {CARRIERS.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id="move-tracking"
                label={t('orders.trackingNumber')}
                help={t('orders.trackingHelp')}
                error={errors.trackingNumber}
              >
                {(aria) => <input {...aria} name="trackingNumber" autoComplete="off" maxLength={40} />}
              </Field>
            </>
          )}
          {move === 'cancelled' && (
            <Field id="move-reason" label={t('orders.reason')} help={t('orders.reasonHelp')} error={errors.reason}>
              {(aria) => <textarea {...aria} name="reason" rows={3} maxLength={CANCEL_REASON_MAX} />}
            </Field>
          )}
          {MAILED.includes(move) && <p className="field__help">{t('orders.moveMailed')}</p>}
          <div className="actions">
            <button
              type="submit"
              className={move === 'cancelled' ? 'button button--danger' : 'button'}
              disabled={change.isPending}
            >
              {t('orders.moveConfirm', { status: statusText(move) })}
            </button>
            <button type="button" className="button button--quiet" onClick={close}>
              {t('orders.moveCancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
