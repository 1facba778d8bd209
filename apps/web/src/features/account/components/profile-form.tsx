import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerProfile } from '@shop/contract';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button, TextField, useToast } from '../../../components/ui';
import { requiredText, useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import styles from './details.module.css';
import { WithProfile } from './with-profile';

const profileSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  display_name: requiredText(100),
});
type ProfileValues = z.infer<typeof profileSchema>;

function ProfileFormFields({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      display_name: profile.display_name,
    },
  });

  const onValid = (values: ProfileValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success('toasts.profileSaved');
        reset({ first_name: saved.first_name, last_name: saved.last_name, display_name: saved.display_name });
      },
    });

  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      aria-labelledby="profile-form-title"
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <h3 id="profile-form-title">{t('account.details.profileTitle')}</h3>
      <TextField
        label={t('account.details.firstName')}
        autoComplete="given-name"
        required
        error={fieldError(errors.first_name)}
        {...register('first_name')}
      />
      <TextField
        label={t('account.details.lastName')}
        autoComplete="family-name"
        required
        error={fieldError(errors.last_name)}
        {...register('last_name')}
      />
      <TextField
        label={t('account.details.displayName')}
        autoComplete="nickname"
        required
        error={fieldError(errors.display_name)}
        {...register('display_name')}
      />
      <TextField
        label={t('account.details.email')}
        type="email"
        value={profile.email}
        readOnly
        hint={t('account.details.emailHint')}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={update.isPending} icon={<Save aria-hidden="true" size={18} />}>
          {t('account.details.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Personal info, saved with PATCH /customer/profile (docs/requirements/accounts.md §Profile and addresses):
 * name, surname, display name; the e-mail (and company) are shown read-only.
 */
export function ProfileForm() {
  return <WithProfile>{(profile) => <ProfileFormFields profile={profile} />}</WithProfile>;
}
