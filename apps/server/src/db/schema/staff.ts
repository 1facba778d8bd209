import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The back office's people: not customers (own table, own sessions, own sign-in at /staff).
 * `password_hash` is null until the person sets one through their one-time link; `totp_secret`
 * is null until they confirm a code from their authenticator app.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** admin | sales | warehouse | content (packages/contract/src/staff/constants.ts) */
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    /** Base32, confirmed (a code from it was accepted). */
    totpSecret: text('totp_secret'),
    /** Base32, shown during setup and not yet confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Only the seeded demo admin: an admin may otherwise not work without a second factor. */
    totpRequiredExempt: boolean('totp_required_exempt').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`),
    check('staff_users_role_check', sql`${t.role} in ('admin', 'sales', 'warehouse', 'content')`),
  ],
);

/** Staff sessions; `idHash` is the SHA-256 of the cookie value. `password_ok` waits for the TOTP code. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** password_ok | complete */
    stage: text('stage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (12 h after sign-in); the idle end is `last_seen_at` + 2 h. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/** One-time set-password links, stored hashed; a new one voids the older ones. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** set-password */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId, t.purpose)],
);

/**
 * Every staff write (who, when, what record, the change), written in the same transaction as the
 * change (modules/staff/audit.ts). Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line and for a failed sign-in with an unknown address. */
    staffId: integer('staff_id').references(() => staffUsers.id),
    /** e.g. `staff.create`, `order.status` */
    action: text('action').notNull(),
    /** e.g. `staff`, `order` */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** Short, Slovak. */
    summary: text('summary').notNull(),
    /** `{ field: [before, after] }` */
    changes: jsonb('changes').notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
