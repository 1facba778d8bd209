import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerProfile } from '@shop/contract';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button, TextField, useToast } from '../../../components/ui';
import {
  companyIdField,
  extVatRegistrationIdField,
  requiredText,
  useFieldError,
  vatRegistrationIdField,
} from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateCompany } from '../api/update-company';
import styles from './details.module.css';
import { WithProfile } from './with-profile';

const companySchema = z.object({
  company_name: requiredText(200),
  company_id: companyIdField,
  vat_registration_id: vatRegistrationIdField,
  ext_vat_registration_id: extVatRegistrationIdField,
});
type CompanyValues = z.infer<typeof companySchema>;

const valuesOf = (profile: CustomerProfile): CompanyValues => ({
  company_name: profile.company_name,
  company_id: profile.company_id,
  vat_registration_id: profile.vat_registration_id,
  ext_vat_registration_id: profile.ext_vat_registration_id,
});

function CompanyFormFields({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const update = useUpdateCompany();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CompanyValues>({ resolver: zodResolver(companySchema), defaultValues: valuesOf(profile) });

  const onValid = (values: CompanyValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success('toasts.companySaved');
        reset(valuesOf(saved));
      },
    });

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      aria-labelledby="company-form-title"
      aria-describedby="company-form-hint"
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <h3 id="company-form-title">{t('account.details.companyTitle')}</h3>
      <p id="company-form-hint" className={styles.status}>
        {t('account.details.companyHint')}
      </p>
      <TextField
        label={t('account.details.companyName')}
        autoComplete="organization"
        required
        error={fieldError(errors.company_name)}
        {...register('company_name')}
      />
      <TextField
        label={t('account.details.companyId')}
        inputMode="numeric"
        required
        error={fieldError(errors.company_id)}
        {...register('company_id')}
      />
      <TextField
        label={t('account.details.vatRegistrationId')}
        inputMode="numeric"
        required
        error={fieldError(errors.vat_registration_id)}
        {...register('vat_registration_id')}
      />
      <TextField
        label={t('account.details.extVatRegistrationId')}
        hint={t('account.details.extVatRegistrationIdHint')}
        error={fieldError(errors.ext_vat_registration_id)}
        {...register('ext_vat_registration_id')}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={update.isPending} icon={<Save aria-hidden="true" size={18} />}>
          {t('account.details.saveCompany')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The company's name and tax identifiers, saved with PATCH /customer/company
 * (docs/requirements/accounts.md §Profile and addresses). Issued orders and invoices keep theirs.
 */
export function CompanyForm() {
  return <WithProfile>{(profile) => <CompanyFormFields profile={profile} />}</WithProfile>;
}
