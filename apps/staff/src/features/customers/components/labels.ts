import type { CustomerStatus, DecisionActor } from '@shop/contract';
import { isTextKey, t } from '../../../lib/i18n';

/** A customer's status in words. */
export const statusText = (status: CustomerStatus) => t(`customers.status.${status}`);

/** A price group's name, or that there is none (list prices). */
export const groupText = (group: { name: string } | null) => (group ? group.name : t('customers.noGroup'));

/** Who made a decision: the staff member, the staff mail's link, the command line, or nobody on record. */
export function actorText(actor: DecisionActor): string {
  switch (actor.kind) {
    case 'staff':
      return actor.name ? `${actor.name} (${actor.email})` : actor.email;
    case 'mail-link':
      return t('customers.by.mailLink');
    case 'cli':
      return t('customers.by.cli');
    default:
      return t('customers.by.unknown');
  }
}

/** An order's status in words (a status this screen does not know yet is shown as it is). */
export function orderStatusText(status: string): string {
  const key = `customers.orderStatus.${status}`;
  return isTextKey(key) ? t(key) : status;
}
