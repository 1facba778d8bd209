import { STAFF_ROLES } from '@shop/contract';
import type { ComponentProps } from 'react';
import { t } from '../../../lib/i18n';

export function RoleSelect(props: ComponentProps<'select'>) {
  return (
    <select {...props}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`role.${role}`)}
        </option>
      ))}
    </select>
  );
}
