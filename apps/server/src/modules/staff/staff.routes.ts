import {
  AuditEntityParamsSchema,
  AuditEntriesReplySchema,
  AuditFacetsReplySchema,
  AuditPageReplySchema,
  AuditQuerySchema,
  OkReplySchema,
  StaffLinkReplySchema,
  StaffSessionReplySchema,
  StaffSetPasswordBodySchema,
  StaffSetPasswordInfoReplySchema,
  StaffSignInBodySchema,
  StaffSignInReplySchema,
  StaffTokenSchema,
  StaffTotpBodySchema,
  StaffTotpSetupReplySchema,
  StaffUserCreateBodySchema,
  StaffUserIdParamsSchema,
  StaffUserReplySchema,
  StaffUsersReplySchema,
  StaffUserUpdateBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_RECORD_ROLES, auditLogFacets, auditLogPage, auditOfEntity } from './audit.service.ts';
import {
  confirmTotpSetup,
  currentSession,
  passwordLinkOwner,
  setStaffPassword,
  staffSignIn,
  staffSignInTotp,
  staffSignOut,
  startTotpSetup,
} from './staff-auth.service.ts';
import { addStaffUser, listStaffUsers, resetStaffAccess, updateStaffUser } from './staff-users.service.ts';

/**
 * The back office's own API (docs/decisions/010-back-office.md): sign-in with the second factor,
 * staff management and the audit log. Every route declares who may call it (`config.staff`,
 * modules/staff/guard.ts); the app does not start with one that does not. Paths are relative
 * to /admin/v1 (the API prefix), all under /staff.
 */
export function registerStaffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = () => app.shop;
  const tags = ['staff'];

  // ------------------------------------------------------------ sign-in and session

  api.get(
    '/staff/session',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Session check: the signed-in staff member and the XSRF token, or 401',
        response: { 200: StaffSessionReplySchema },
      },
    },
    async (request) => currentSession(shop(), request),
  );

  api.post(
    '/staff/sign/in',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, password step; throttled per address and account; with TOTP the code is asked next',
        body: StaffSignInBodySchema,
        response: { 200: StaffSignInReplySchema },
      },
    },
    async (request, reply) => staffSignIn(shop(), request, reply, request.body),
  );

  api.post(
    '/staff/sign/totp',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, TOTP step (RFC 6238); a code is accepted once',
        body: StaffTotpBodySchema,
        response: { 200: StaffSessionReplySchema },
      },
    },
    async (request) => staffSignInTotp(shop(), request, request.body.code),
  );

  api.post(
    '/staff/sign/out',
    {
      config: { staff: 'signed-in', beforeTotpSetup: true },
      schema: { tags, summary: 'Staff sign-out: ends the session on the server', response: { 200: OkReplySchema } },
    },
    async (request, reply) => {
      await staffSignOut(shop(), request, reply);
      return { success: true as const };
    },
  );

  api.get(
    '/staff/sign/set-password/:token',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Whom a one-time set-password link is for; 400 `token` when it is used, expired or unknown',
        params: z.object({ token: StaffTokenSchema }),
        response: { 200: StaffSetPasswordInfoReplySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await passwordLinkOwner(shop(), request.params.token)) }),
  );

  api.post(
    '/staff/sign/set-password',
    {
      config: { staff: 'public' },
      schema: {
        tags,
        summary: 'Set the password (at least 12 characters) with a one-time link; ends every session of the person',
        body: StaffSetPasswordBodySchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request) => {
      await setStaffPassword(shop(), request, request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/staff/totp/setup',
    {
      config: { staff: 'signed-in', beforeTotpSetup: true },
      schema: {
        tags,
        summary: 'Start setting up the second factor: a new secret as QR code and text',
        response: { 200: StaffTotpSetupReplySchema },
      },
    },
    async (request) => startTotpSetup(shop(), request),
  );

  api.post(
    '/staff/totp/confirm',
    {
      config: { staff: 'signed-in', beforeTotpSetup: true },
      schema: {
        tags,
        summary: 'Confirm the second factor with a code from the new secret',
        body: StaffTotpBodySchema,
        response: { 200: StaffSessionReplySchema },
      },
    },
    async (request) => confirmTotpSetup(shop(), request, request.body.code),
  );

  // ------------------------------------------------------------ staff management (admin)

  api.get(
    '/staff/users',
    {
      config: { staff: ['admin'] },
      schema: { tags, summary: 'Every staff member', response: { 200: StaffUsersReplySchema } },
    },
    async () => ({ success: true as const, users: await listStaffUsers(shop()) }),
  );

  api.post(
    '/staff/users',
    {
      config: { staff: ['admin'] },
      schema: {
        tags,
        summary: 'Add a staff member; the reply holds their one-time set-password link (shown once)',
        body: StaffUserCreateBodySchema,
        response: { 200: StaffLinkReplySchema },
      },
    },
    async (request) => addStaffUser(shop(), request, request.body),
  );

  api.patch(
    '/staff/users/:id',
    {
      config: { staff: ['admin'] },
      schema: {
        tags,
        summary: 'Change name, role or active; deactivating ends their sessions; never zero active admins',
        params: StaffUserIdParamsSchema,
        body: StaffUserUpdateBodySchema,
        response: { 200: StaffUserReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await updateStaffUser(shop(), request, request.params.id, request.body),
    }),
  );

  api.post(
    '/staff/users/:id/reset',
    {
      config: { staff: ['admin'] },
      schema: {
        tags,
        summary: 'Reset access: clears password and second factor, ends sessions, returns a new one-time link',
        params: StaffUserIdParamsSchema,
        response: { 200: StaffLinkReplySchema },
      },
    },
    async (request) => resetStaffAccess(shop(), request, request.params.id),
  );

  // ------------------------------------------------------------ audit log

  api.get(
    '/staff/audit',
    {
      config: { staff: ['admin'] },
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered, one keyset page (`next` → `after`)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageReplySchema },
      },
    },
    async (request) => auditLogPage(shop(), request.query),
  );

  api.get(
    '/staff/audit/facets',
    {
      config: { staff: ['admin'] },
      schema: { tags, summary: "Choices of the audit log's filters", response: { 200: AuditFacetsReplySchema } },
    },
    async () => auditLogFacets(shop()),
  );

  api.get(
    '/staff/audit/:entity/:id',
    {
      config: { staff: AUDIT_RECORD_ROLES },
      schema: {
        tags,
        summary: "A record's history (shown on its detail page); readable by who may open the record",
        params: AuditEntityParamsSchema,
        response: { 200: AuditEntriesReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      entries: await auditOfEntity(shop(), request, request.params.entity, request.params.id),
    }),
  );
}
