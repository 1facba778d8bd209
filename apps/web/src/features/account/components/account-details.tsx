import { ChangePasswordForm } from './change-password-form';
import { CompanyForm } from './company-form';
import styles from './details.module.css';
import { ProfileForm } from './profile-form';

/** The account's "details" section: names, the company's data and tax ids, the password. */
export function AccountDetails() {
  return (
    <div className={styles.forms}>
      <ProfileForm />
      <CompanyForm />
      <ChangePasswordForm />
    </div>
  );
}
