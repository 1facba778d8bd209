import { ADDRESS_FIELD_MAX } from '@shop/contract';
import { type FieldError, type UseFormReturn, useFormState } from 'react-hook-form';
import { ADDRESS_AUTOCOMPLETE, ADDRESS_FIELDS, type AddressField } from '../../../lib/address-fields';
import { useTranslation } from '../../../lib/i18n';
import type { AddressFormValues } from '../model/address-form';
import styles from './checkout.module.css';

/** One address form (invoice or delivery), labelled fields with their errors after a submit attempt. */
export function AddressFields({
  form,
  section,
  legend,
  email,
}: {
  form: UseFormReturn<AddressFormValues>;
  section: 'invoice' | 'delivery';
  legend: string;
  /** the read-only account e-mail (invoice only) */
  email?: string;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control, name: section });
  const sectionErrors = errors[section] as Partial<Record<AddressField, FieldError>> | undefined;
  const token = section === 'invoice' ? 'billing' : 'shipping';

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.fields}>
        {ADDRESS_FIELDS.map((field) => {
          const id = `${section}-${field}`;
          const error = sectionErrors?.[field]?.message;
          return (
            <div key={field} className={`${styles.field} ${field === 'street' ? styles.wide : ''}`}>
              <label htmlFor={id}>
                {t(`checkout.address.${field}`)}
                <span className={styles.requiredMark} aria-hidden="true">
                  {' *'}
                </span>
              </label>
              <input
                id={id}
                type={field === 'phone' ? 'tel' : 'text'}
                autoComplete={`${token} ${ADDRESS_AUTOCOMPLETE[field]}`}
                maxLength={ADDRESS_FIELD_MAX[field]}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...form.register(`${section}.${field}`)}
              />
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {t(error as 'forms.required')}
                </p>
              ) : null}
            </div>
          );
        })}
        {email !== undefined ? (
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={`${section}-email`}>{t('checkout.address.email')}</label>
            <input
              id={`${section}-email`}
              type="email"
              value={email}
              readOnly
              aria-describedby={`${section}-email-hint`}
              autoComplete="email"
            />
            <p id={`${section}-email-hint`} className={styles.hint}>
              {t('checkout.address.emailHint')}
            </p>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
