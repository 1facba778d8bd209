import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Button, buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import type { AddressValues } from '../../../lib/address-fields';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { AddressFormValues } from '../model/address-form';
import {
  type CheckoutCatalog,
  type CheckoutChoices,
  type DeliveryType,
  deliveryMethods,
  findById,
  type PacketaSelection,
  pickupMethod,
  type Step1Problem,
} from '../model/checkout-state';
import { AddressFields } from './address-fields';
import styles from './checkout.module.css';
import { PacketaPicker } from './packeta-picker';
import { SalePointPicker } from './sale-point-picker';
import { SavedAddressPicker } from './saved-address-picker';

export const CHOICE_ERROR_ID = 'checkout-choice-error';

/**
 * Step 1: delivery or pick-up, the method or sale point, the invoice address and, for a
 * delivery, where to (the invoice address, a saved one or a new one). A pick-up has no delivery
 * address: the goods wait at the sale point.
 */
export function DeliveryStep({
  choices,
  catalog,
  form,
  email,
  savedDelivery,
  problems,
  onDeliveryType,
  onShippingMethod,
  onSalePoint,
  onPacketa,
  onNext,
}: {
  choices: CheckoutChoices;
  catalog: CheckoutCatalog;
  form: UseFormReturn<AddressFormValues>;
  email: string;
  /** the customer's saved delivery addresses, offered as choices */
  savedDelivery: readonly AddressValues[];
  /** shown after the first "next" attempt */
  problems: Step1Problem[];
  onDeliveryType: (type: DeliveryType) => void;
  onShippingMethod: (id: number) => void;
  onSalePoint: (id: number) => void;
  onPacketa: (point: PacketaSelection) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const sameAsInvoice = useWatch({ control: form.control, name: 'sameAsInvoice' });
  const methods = deliveryMethods(catalog.shippingMethods);
  const canPickUp = pickupMethod(catalog.shippingMethods) !== null && catalog.warehouses.length > 0;
  const method = findById(catalog.shippingMethods, choices.shippingMethodId);
  const problem = problems[0];

  return (
    <form
      noValidate
      className={styles.stepBody}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      {canPickUp ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('checkout.deliveryType.legend')}</legend>
          <div className={styles.segmented}>
            {(['delivery', 'pickup'] as const).map((type) => (
              <label key={type} className={styles.segment}>
                <input
                  type="radio"
                  name="deliveryType"
                  value={type}
                  checked={choices.deliveryType === type}
                  onChange={() => onDeliveryType(type)}
                />
                <span>{t(`checkout.deliveryType.${type}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {choices.deliveryType === 'delivery' ? (
        <fieldset className={styles.fieldset} aria-describedby={problem === 'shipping' ? CHOICE_ERROR_ID : undefined}>
          <legend className={styles.legend}>{t('checkout.shipping.legend')}</legend>
          <div className={styles.options}>
            {methods.map((m) => (
              <label key={m.id} className={styles.option}>
                <input
                  type="radio"
                  name="shippingMethod"
                  value={m.id}
                  checked={choices.shippingMethodId === m.id}
                  onChange={() => onShippingMethod(m.id)}
                />
                <span className={styles.optionName}>{m.name}</span>
                <span className={styles.optionPrice}>
                  {Number(m.price) === 0
                    ? t('checkout.summary.free')
                    : t('checkout.priceExclVat', { price: formatPrice(m.price_exc_vat) })}
                </span>
              </label>
            ))}
          </div>
          {method?.is_packeta ? (
            <PacketaPicker
              apiKey={catalog.packetaApiKey}
              selected={choices.packeta}
              onPick={onPacketa}
              invalid={problem === 'packetaPoint'}
              errorId={CHOICE_ERROR_ID}
            />
          ) : null}
        </fieldset>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('checkout.salePoint.legend')}</legend>
          <SalePointPicker
            warehouses={catalog.warehouses}
            selectedId={choices.salePointId}
            onSelect={onSalePoint}
            invalid={problem === 'salePoint'}
            errorId={CHOICE_ERROR_ID}
          />
        </fieldset>
      )}

      {problem ? (
        <p id={CHOICE_ERROR_ID} className={styles.error} role="alert" tabIndex={-1}>
          {t(`checkout.problems.${problem}`)}
        </p>
      ) : null}

      <AddressFields form={form} section="invoice" legend={t('checkout.address.invoiceLegend')} email={email} />

      {choices.deliveryType === 'delivery' ? (
        <>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('sameAsInvoice')} />
            <span>{t('checkout.address.sameAsInvoice')}</span>
          </label>
          {sameAsInvoice ? null : (
            <>
              {savedDelivery.length > 0 ? <SavedAddressPicker form={form} saved={savedDelivery} /> : null}
              <AddressFields form={form} section="delivery" legend={t('checkout.address.deliveryLegend')} />
            </>
          )}
        </>
      ) : null}

      <p className={styles.hint}>{t('checkout.requiredNote')}</p>

      <div className={styles.buttons}>
        <Link to={paths.cart.getHref()} className={buttonClass('secondary')}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('checkout.backToShopping')}
        </Link>
        <Button type="submit" icon={<ArrowRight size={18} aria-hidden="true" />}>
          {t('checkout.nextStep')}
        </Button>
      </div>
    </form>
  );
}
