import { NOTE_MAX } from '@shop/contract';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { AddressFormValues } from '../model/address-form';
import { type CheckoutCatalog, type CheckoutChoices, paymentOptionsFor } from '../model/checkout-state';
import styles from './checkout.module.css';
import { ChoicesSummary } from './choices-summary';

const PAYMENT_ERROR_ID = 'checkout-payment-error';

/** Step 2: the summary of step 1, the payment options for delivery or pick-up, the order note. */
export function PaymentStep({
  choices,
  catalog,
  addresses,
  paymentProblem,
  onPayment,
  onNote,
  onPrevious,
  onNext,
}: {
  choices: CheckoutChoices;
  catalog: CheckoutCatalog;
  addresses: AddressFormValues;
  paymentProblem: boolean;
  onPayment: (id: number) => void;
  onNote: (note: string) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const options = paymentOptionsFor(catalog.paymentOptions, choices.deliveryType);
  return (
    <form
      noValidate
      className={styles.stepBody}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <section className={styles.panel} aria-labelledby="checkout-step1-summary">
        <h3 id="checkout-step1-summary" className={styles.panelTitle}>
          {t('checkout.summary.step1Title')}
        </h3>
        <ChoicesSummary choices={choices} catalog={catalog} addresses={addresses} />
      </section>

      <fieldset className={styles.fieldset} aria-describedby={paymentProblem ? PAYMENT_ERROR_ID : undefined}>
        <legend className={styles.legend}>{t('checkout.payment.legend')}</legend>
        <div className={styles.options}>
          {options.map((o) => (
            <label key={o.id} className={styles.option}>
              <input
                type="radio"
                name="paymentOption"
                value={o.id}
                checked={choices.paymentOptionId === o.id}
                onChange={() => onPayment(o.id)}
              />
              <span className={styles.optionName}>{o.name}</span>
              <span className={styles.optionPrice}>
                {o.price === 0
                  ? t('checkout.summary.free')
                  : t('checkout.priceExclVat', { price: formatPrice(o.price_exc_vat) })}
              </span>
            </label>
          ))}
        </div>
        {paymentProblem ? (
          <p id={PAYMENT_ERROR_ID} className={styles.error} role="alert">
            {t('checkout.problems.payment')}
          </p>
        ) : null}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor="checkout-note">{t('checkout.note.label')}</label>
        <textarea
          id="checkout-note"
          rows={4}
          maxLength={NOTE_MAX}
          value={choices.note}
          aria-describedby="checkout-note-hint"
          onChange={(event) => onNote(event.target.value)}
        />
        <p id="checkout-note-hint" className={styles.hint}>
          {t('checkout.note.hint', { count: choices.note.length, max: NOTE_MAX })}
        </p>
      </div>

      <div className={styles.buttons}>
        <Button variant="secondary" icon={<ArrowLeft size={18} aria-hidden="true" />} onClick={onPrevious}>
          {t('checkout.previousStep')}
        </Button>
        <Button type="submit" icon={<ArrowRight size={18} aria-hidden="true" />}>
          {t('checkout.nextStep')}
        </Button>
      </div>
    </form>
  );
}
