// Plain values only (no zod), like ../constants.ts: the staff app bundles what it imports from here.

/**
 * Who works in the back office. `admin` may do everything and manages staff; the others see only
 * what their work needs (docs/decisions/010-back-office.md §Roles).
 */
export const STAFF_ROLES = ['admin', 'sales', 'warehouse', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff passwords are longer than customers' (PASSWORD_MIN): a staff account opens every customer's data. */
export const STAFF_PASSWORD_MIN = 12;

/** The header every non-GET staff call carries: an HMAC of the staff session id (never a readable cookie). */
export const STAFF_XSRF_HEADER = 'X-Staff-XSRF';

/** The API prefix of the back office and the address of its app. */
export const STAFF_API_PREFIX = '/admin/v1/staff';
export const STAFF_APP_BASE = '/staff';

/** A TOTP code: six digits (RFC 6238 with SHA-1 and 30 s steps, what every authenticator app shows). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** Rows per page of the audit log (and the default of other staff lists). */
export const STAFF_PAGE_SIZE = 50;

/** The staff side's error codes; the Slovak texts are in apps/staff/src/i18n/sk.json. */
export const StaffErrorCode = {
  forbidden: 'staff.forbidden',
  totpSetupRequired: 'staff.totp-setup-required',
  credentials: 'staff.credentials',
  totpInvalid: 'staff.totp-invalid',
  tokenInvalid: 'staff.token-invalid',
  lastAdmin: 'staff.last-admin',
  emailExists: 'staff.email-exists',
  ownAccount: 'staff.own-account',
  /** A change made on an older version of an order; the message names who changed it last and when. */
  orderStale: 'orders.stale',
} as const;
