import { type Basket, ErrorCode } from '@shop/contract';
import type { QueryKey } from '@tanstack/react-query';
import { Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, useToast } from '../../../components/ui';
import { isApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { tooManyRequestsMessage } from '../../../lib/too-many-requests';
import { useApplyCoupon } from '../api/apply-coupon';
import { useRemoveCoupon } from '../api/remove-coupon';
import styles from './order-summary.module.css';

/** Coupon code (POST /basket/coupon); the attached coupon shows with a remove button. */
export function CouponForm({
  coupon,
  basketQueryKey,
  onSessionEnded,
}: {
  coupon: Basket['coupon'];
  basketQueryKey: QueryKey;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const apply = useApplyCoupon(basketQueryKey);
  const remove = useRemoveCoupon(basketQueryKey);

  const submit = () => {
    const value = code.trim();
    setStatus('');
    if (!value) {
      setError(t('checkout.coupon.empty'));
      return;
    }
    apply.mutate(value, {
      onSuccess: (applied) => {
        setCode('');
        setError(null);
        setStatus(t('checkout.coupon.applied', { code: applied.code }));
      },
      onError: (err) => {
        if (isApiError(err) && err.isNotLoggedIn) return onSessionEnded();
        const throttled = tooManyRequestsMessage(err);
        if (throttled) {
          setError(t(throttled.key, throttled.values));
          return;
        }
        if (isApiError(err) && (err.forKey('code') || err.hasCode(ErrorCode.validation))) {
          setError(t('checkout.coupon.invalid'));
          return;
        }
        toast.error('toasts.genericError');
      },
    });
  };

  const discount = coupon
    ? coupon.discount_percent
      ? `${coupon.discount_percent} %`
      : coupon.discount_amount
        ? formatPrice(coupon.discount_amount)
        : ''
    : '';

  return (
    <div className={styles.coupon}>
      {coupon ? (
        <div className={styles.couponApplied}>
          <Tag size={16} aria-hidden="true" />
          <span>
            {t('checkout.coupon.current', { code: coupon.code, discount })}
            {coupon.valid ? null : <span className={styles.couponInvalid}>{t('checkout.coupon.noLongerValid')}</span>}
          </span>
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            icon={<X size={16} aria-hidden="true" />}
            aria-label={t('checkout.coupon.remove', { code: coupon.code })}
            onClick={() => remove.mutate(undefined, { onSuccess: () => setStatus(t('checkout.coupon.removed')) })}
          />
        </div>
      ) : null}
      <form
        className={styles.couponForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className={styles.couponLabel}>
          {t('checkout.coupon.label')}
        </label>
        <div className={styles.couponRow}>
          <input
            id={id}
            value={code}
            maxLength={50}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary" loading={apply.isPending}>
            {t('checkout.coupon.apply')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </form>
    </div>
  );
}
