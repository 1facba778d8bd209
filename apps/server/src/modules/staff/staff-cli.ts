import { parseArgs } from 'node:util';
import { EmailSchema, STAFF_ROLES, StaffErrorCode, StaffRoleSchema } from '@shop/contract';
import { HttpError } from '../../http/errors.ts';
import { addStaffUser, resetStaffAccessByEmail, type StaffDeps } from './staff-users.service.ts';

export const STAFF_USAGE = `  staff add <email> --role <${STAFF_ROLES.join('|')}> [--name "Meno Priezvisko"]
                           add a back-office user and print their one-time link to set a password (valid 24 h)
  staff reset <email>      clear a back-office user's password and second factor, end their sessions, print a new link`;

/** A staff command given without what it needs (the CLI prints the usage). */
export class StaffUsageError extends Error {}

/**
 * `npm run shop -- staff …` (apps/server/src/cli/shop.ts calls this with whatever database it
 * opened). Returns the lines to print; the changes are audited as done from the command line.
 */
export async function runStaffCommand(deps: StaffDeps, args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
  });
  const [sub, rawEmail] = positionals;
  if (sub !== 'add' && sub !== 'reset') throw new StaffUsageError('staff needs add or reset');
  const email = EmailSchema.safeParse(rawEmail ?? '');
  if (!email.success) throw new StaffUsageError(`staff ${sub} needs a valid e-mail address`);

  if (sub === 'reset') {
    const reset = await resetStaffAccessByEmail(deps, email.data);
    return `${reset.user.email}: new link to set the password (valid until ${reset.expiresAt}):\n${reset.link}`;
  }
  const role = StaffRoleSchema.safeParse(values.role);
  if (!role.success) throw new StaffUsageError(`staff add needs --role ${STAFF_ROLES.join('|')}`);
  try {
    const added = await addStaffUser(deps, 'cli', { email: email.data, name: values.name ?? '', role: role.data });
    return `${added.user.email} added as ${added.user.role}. One-time link to set the password (valid until ${added.expiresAt}):\n${added.link}`;
  } catch (err) {
    if (err instanceof HttpError && err.errors[0]?.code === StaffErrorCode.emailExists) {
      throw new Error(
        `A staff member with the e-mail ${email.data} exists already (staff reset ${email.data} gives a new link)`,
      );
    }
    throw err;
  }
}
