import type { StaffRole } from '@shop/contract';
import type { ReactNode } from 'react';
import { Alert } from '../components/form';
import { PageHeading } from '../components/page-heading';
import { t } from '../lib/i18n';
import { useStaff } from './session';

/**
 * A screen for some roles only. The server refuses the other roles anyway (every staff route
 * declares its roles); this only spares them a screen of errors.
 */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const staff = useStaff();
  if (staff.role === 'admin' || roles.includes(staff.role)) return children;
  return (
    <>
      <PageHeading>{t('staff.forbidden')}</PageHeading>
      <Alert>{t('staff.forbidden')}</Alert>
    </>
  );
}
