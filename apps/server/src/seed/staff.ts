import type { StaffRole } from '@shop/contract';
import type { DbOrTx } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { insertAll, syncSequence } from './insert.ts';
import { DAY_MS } from './random.ts';

export interface StaffSeed {
  id: number;
  email: string;
  password: string;
  name: string;
  role: StaffRole;
  /** Only the demo admin: may work without a second factor (README says so). */
  totpRequiredExempt: boolean;
}

/** The back office's demo logins (documented in the README). */
export const STAFF: StaffSeed[] = [
  {
    id: 1,
    email: 'admin@example.com',
    password: 'admin-demo-12345',
    name: 'Správca Demo',
    role: 'admin',
    totpRequiredExempt: true,
  },
  {
    id: 2,
    email: 'predaj@example.com',
    password: 'predaj-demo-12345',
    name: 'Eva Predajná',
    role: 'sales',
    totpRequiredExempt: false,
  },
  {
    id: 3,
    email: 'sklad@example.com',
    password: 'sklad-demo-12345',
    name: 'Marek Skladník',
    role: 'warehouse',
    totpRequiredExempt: false,
  },
];

/** Password hashes are computed before the seed transaction opens (argon2 is deliberately slow). */
export async function hashStaffPasswords(): Promise<Map<number, string>> {
  const hashes = await Promise.all(STAFF.map((s) => hashPassword(s.password)));
  return new Map(STAFF.map((s, i) => [s.id, hashes[i] ?? '']));
}

export async function seedStaff(db: DbOrTx, hashes: Map<number, string>, now: Date): Promise<void> {
  const created = new Date(now.getTime() - 400 * DAY_MS);
  await insertAll(
    db,
    staffUsers,
    STAFF.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role,
      passwordHash: hashes.get(s.id) ?? '',
      totpRequiredExempt: s.totpRequiredExempt,
      createdAt: created,
      passwordChangedAt: created,
    })),
  );
  await syncSequence(db, 'staff_users');
}
