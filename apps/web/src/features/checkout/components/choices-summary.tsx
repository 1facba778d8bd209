import type { AddressValues } from '../../../lib/address-fields';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { AddressFormValues } from '../model/address-form';
import { type CheckoutCatalog, type CheckoutChoices, findById } from '../model/checkout-state';
import styles from './checkout.module.css';
import { WarehouseAddress } from './warehouse-address';

function AddressText({ address, email }: { address: AddressValues; email?: string }) {
  return (
    <>
      {`${address.firstName} ${address.lastName}`.trim()}
      <br />
      {address.street}
      <br />
      {`${address.zip} ${address.city}`.trim()}
      <br />
      {address.phone}
      {email ? (
        <>
          <br />
          {email}
        </>
      ) : null}
    </>
  );
}

/**
 * The read-only summary of step 1 (step 2 and 3), plus payment and note on step 3
 * (a dash for an empty note: docs/requirements/cart-and-checkout.md §Checkout steps). A pick-up names the place of pick-up and no
 * delivery address.
 */
export function ChoicesSummary({
  choices,
  catalog,
  addresses,
  withPayment = false,
}: {
  choices: CheckoutChoices;
  catalog: CheckoutCatalog;
  addresses: AddressFormValues;
  withPayment?: boolean;
}) {
  const { t } = useTranslation();
  const method = findById(catalog.shippingMethods, choices.shippingMethodId);
  const salePoint = findById(catalog.warehouses, choices.salePointId);
  const payment = findById(catalog.paymentOptions, choices.paymentOptionId);
  return (
    <dl className={styles.summaryList}>
      <div>
        <dt>{t('checkout.summary.deliveryType')}</dt>
        <dd>{t(`checkout.deliveryType.${choices.deliveryType}`)}</dd>
      </div>
      {choices.deliveryType === 'pickup' ? (
        <div>
          <dt>{t('checkout.summary.pickupPlace')}</dt>
          <dd>
            {salePoint ? (
              <>
                <strong>{salePoint.name}</strong>
                <br />
                <WarehouseAddress html={salePoint.address} />
              </>
            ) : (
              t('common.dash')
            )}
          </dd>
        </div>
      ) : (
        <div>
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd>
            {method
              ? `${method.name} (${
                  method.price_exc_vat === 0
                    ? t('checkout.summary.free')
                    : t('checkout.priceExclVat', { price: formatPrice(method.price_exc_vat) })
                })`
              : t('common.dash')}
            {method?.is_packeta && choices.packeta ? (
              <>
                <br />
                <strong>{choices.packeta.name}</strong>
                <br />
                {choices.packeta.line1}
                {choices.packeta.line2 ? (
                  <>
                    <br />
                    {choices.packeta.line2}
                  </>
                ) : null}
              </>
            ) : null}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('checkout.summary.invoiceAddress')}</dt>
        <dd>
          <AddressText address={addresses.invoice} email={addresses.invoice.email} />
        </dd>
      </div>
      {choices.deliveryType === 'delivery' ? (
        <div>
          <dt>{t('checkout.summary.deliveryAddress')}</dt>
          <dd>
            {addresses.sameAsInvoice ? (
              t('checkout.summary.sameAsInvoice')
            ) : (
              <AddressText address={addresses.delivery} />
            )}
          </dd>
        </div>
      ) : null}
      {withPayment ? (
        <>
          <div>
            <dt>{t('checkout.summary.payment')}</dt>
            <dd>{payment ? payment.name : t('common.dash')}</dd>
          </div>
          <div>
            <dt>{t('checkout.summary.note')}</dt>
            <dd className={styles.note}>{choices.note.trim() ? choices.note : t('common.dash')}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
