import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { ADDRESS_FIELDS, type AddressValues, addressLine, isSameAddress } from '../../../lib/address-fields';
import { useTranslation } from '../../../lib/i18n';
import type { AddressFormValues } from '../model/address-form';
import styles from './checkout.module.css';

/**
 * The customer's saved delivery addresses as choices: choosing one fills the delivery form below.
 * The choice shown as checked is the saved address the form holds now, so editing a field after
 * choosing (a new address) leaves none checked.
 */
export function SavedAddressPicker({
  form,
  saved,
}: {
  form: UseFormReturn<AddressFormValues>;
  saved: readonly AddressValues[];
}) {
  const { t } = useTranslation();
  const current = useWatch({ control: form.control, name: 'delivery' });
  const choose = (address: AddressValues) => {
    for (const field of ADDRESS_FIELDS) {
      form.setValue(`delivery.${field}`, address[field], {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('checkout.address.savedLegend')}</legend>
      <div className={styles.options}>
        {saved.map((address) => {
          const line = addressLine(address);
          return (
            <label key={line} className={styles.option}>
              <input
                type="radio"
                name="savedDeliveryAddress"
                checked={isSameAddress(current, address)}
                onChange={() => choose(address)}
              />
              <span className={styles.optionName}>{line}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
