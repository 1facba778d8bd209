import type { OrderDetail, OrderPayment } from '@shop/contract';
import { Copy } from 'lucide-react';
import { Button, buttonClass, Spinner, useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useOrderPayment } from '../api/get-order-payment';
import styles from './order-confirmation.module.css';

const canCopy = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

/** A value to type into a banking app: selectable text, and a copy button where the browser allows. */
function CopyableValue({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <span className={styles.copyable}>
      <span className={styles.value}>{value}</span>
      {canCopy() ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<Copy aria-hidden="true" size={16} />}
          aria-label={copyLabel}
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => toast.success('orderConfirmation.copied'),
              () => toast.error('toasts.genericError'),
            )
          }
        >
          {t('orderConfirmation.copy')}
        </Button>
      ) : null}
    </span>
  );
}

function BankTransfer({ payment, number }: { payment: OrderPayment; number: string }) {
  const { t } = useTranslation();
  if (!payment.iban || !payment.variable_symbol) return null;
  const amount = formatPrice(payment.amount);
  return (
    <section className={styles.payment} aria-labelledby="order-confirmation-payment">
      <h2 id="order-confirmation-payment" className={styles.heading}>
        {t('orderConfirmation.paymentTitle')}
      </h2>
      <div className={styles.paymentBody}>
        <dl className={styles.values}>
          <div>
            <dt>{t('orderConfirmation.amount')}</dt>
            <dd className={styles.value}>{amount}</dd>
          </div>
          <div>
            <dt>{t('orderConfirmation.iban')}</dt>
            <dd>
              <CopyableValue value={payment.iban} copyLabel={t('orderConfirmation.copyIban')} />
            </dd>
          </div>
          <div>
            <dt>{t('orderConfirmation.variableSymbol')}</dt>
            <dd>
              <CopyableValue value={payment.variable_symbol} copyLabel={t('orderConfirmation.copyVariableSymbol')} />
            </dd>
          </div>
        </dl>
        {payment.qr ? (
          <figure className={styles.qr}>
            <img src={payment.qr} width={200} height={200} alt={t('orderConfirmation.qrAlt', { number, amount })} />
            <figcaption>{t('orderConfirmation.qrHint')}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}

/** What happens next: the goods (sent or waiting at the sale point), then the payment. */
function nextSteps(order: OrderDetail, kind: string | undefined, t: ReturnType<typeof useTranslation>['t']) {
  const goods = order.sale_point_name
    ? t('orderConfirmation.next.pickUp', { place: order.sale_point_name })
    : t('orderConfirmation.next.delivery');
  const pay =
    kind === 'bank_transfer'
      ? t('orderConfirmation.next.bankTransfer')
      : kind === 'cash_on_delivery'
        ? t('orderConfirmation.next.cashOnDelivery')
        : kind === 'cash'
          ? t('orderConfirmation.next.cash')
          : '';
  return [goods, pay].filter(Boolean);
}

/**
 * The confirmation right after checkout, above the order's detail (the route adds it with
 * `?placed=1`; docs/decisions/008-order-confirmation-page.md): where the confirmation went, what
 * happens next and, for a bank transfer, the IBAN, variable symbol and PAY by square QR code.
 */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const payment = useOrderPayment(order.id);
  return (
    <div className={styles.confirmation}>
      <p className={styles.lead}>{t('orderConfirmation.lead', { email: order.invoice_email })}</p>
      <section aria-labelledby="order-confirmation-next">
        <h2 id="order-confirmation-next" className={styles.heading}>
          {t('orderConfirmation.nextTitle')}
        </h2>
        {payment.isPending ? (
          <Spinner size={24} label={t('orderConfirmation.loading')} />
        ) : (
          nextSteps(order, payment.data?.kind, t).map((text) => <p key={text}>{text}</p>)
        )}
      </section>
      {payment.data ? <BankTransfer payment={payment.data} number={order.number} /> : null}
      <p>
        <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
          {t('orderConfirmation.continue')}
        </Link>
      </p>
    </div>
  );
}
