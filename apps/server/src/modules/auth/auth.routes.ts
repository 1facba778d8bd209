import formBody from '@fastify/formbody';
import {
  LangParamsSchema,
  OkReplySchema,
  SignInBodySchema,
  SignInReplySchema,
  SignResetBodySchema,
  SignResetParamsSchema,
  SignRestoreBodySchema,
  SignRestoreCheckParamsSchema,
  SignRestoreCheckReplySchema,
  SignUpBodySchema,
  SignUpReplySchema,
  SignUserReplySchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../http/cache.ts';
import { API_PREFIX } from '../../plugins/errors.ts';
import { approveByToken, previewApproval } from './approval.service.ts';
import { sendApprovalPage, sendApprovalRefused } from './approval-page.ts';
import { signIn } from './auth.service.ts';
import { isResetTokenValid, RESET_CHECKS_PER_MINUTE, requestReset, restorePassword } from './password-reset.service.ts';
import { register } from './registration.service.ts';
import { toSessionUser } from './session-user.ts';

export function registerAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const ApprovalTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

  api.get(
    '/sign/user',
    { schema: { tags, summary: 'Session check: the logged-in user or 401', response: { 200: SignUserReplySchema } } },
    async (request, reply) => {
      privateNoStore(reply);
      const customer = await request.requireCustomer();
      return { success: true as const, user: toSessionUser(app.shop, request, customer) };
    },
  );

  api.post(
    '/sign/in',
    {
      schema: {
        tags,
        summary:
          'Log in (new session id); failures are throttled per account and client address, and per client address',
        body: SignInBodySchema,
        response: { 200: SignInReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, user: await signIn(app.shop, request, reply, request.body) };
    },
  );

  // A POST, so the XSRF check guards it: a link or image on another site cannot sign anyone out.
  api.post(
    '/sign/out',
    {
      schema: {
        tags,
        summary: 'Log out: ends the session on the server (POST with the XSRF header)',
        response: { 200: OkReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      await app.shop.sessions.logout(request, reply);
      return { success: true as const };
    },
  );

  api.post(
    '/sign/up',
    {
      schema: {
        tags,
        summary: 'Company registration; the account waits for approval unless REGISTRATION_APPROVAL=auto',
        body: SignUpBodySchema,
        response: { 200: SignUpReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, status: await register(app.shop, request.body, request.ip) };
    },
  );

  // The staff's approval link: opening it shows the registration and a button, and changes nothing
  // (mail scanners and link previews open every link); only the button's POST approves. Once the
  // registration is decided (here, in the back office or on the command line) it shows that decision.
  const approvalLinks = {
    homeUrl: `${app.shop.config.publicUrl}/`,
    backOffice: (customerId: number) => `${app.shop.config.publicUrl}/staff/registrations/${customerId}`,
  };
  const approvalPurpose = (token: string) => `approve:${token}`;
  const approvalForm = (request: FastifyRequest, token: string) => ({
    action: `${API_PREFIX}/sign/approve/${encodeURIComponent(token)}`,
    formToken: app.shop.sessions.formToken(request, approvalPurpose(token)),
  });
  api.get(
    '/sign/approve/:token',
    {
      schema: {
        tags,
        summary:
          "The staff's approval link: a small HTML page with the registration and a button, or what was decided (read only)",
        params: ApprovalTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const preview = await previewApproval(app.shop, token);
      return sendApprovalPage(reply, preview, approvalForm(request, token), approvalLinks);
    },
  );
  // The page's button: a plain HTML form, so no XSRF header; the form token (bound to this browser's
  // session and this link) and the Origin / Sec-Fetch-Site check take its place.
  api.register(async (scope) => {
    await scope.register(formBody);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/sign/approve/:token',
      {
        config: { htmlForm: true },
        bodyLimit: 4096,
        schema: {
          tags,
          summary:
            "The approval page's button: approves the registration (single use, audited as the mail link); answers a small HTML page",
          consumes: ['application/x-www-form-urlencoded'],
          params: ApprovalTokenParamsSchema,
          body: z.object({ form_token: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        if (!app.shop.sessions.checkForm(request, approvalPurpose(token), request.body.form_token)) {
          return sendApprovalRefused(reply, approvalLinks.homeUrl);
        }
        const justApproved = await approveByToken(app.shop, request, token);
        const preview = await previewApproval(app.shop, token);
        return sendApprovalPage(reply, preview, approvalForm(request, token), approvalLinks, { justApproved });
      },
    );
  });

  // POSTs (they send a mail): the XSRF check keeps another site from triggering them.
  const resetSummary = 'Mail a password reset link; the same answer whether or not the address exists';
  api.post(
    '/sign/reset/:lang/:email',
    {
      schema: {
        tags,
        summary: `${resetSummary} (the original storefront's path)`,
        params: SignResetParamsSchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      await requestReset(app.shop, request.params.email, request.ip);
      return { success: true as const };
    },
  );
  api.post(
    '/sign/reset/:lang',
    {
      schema: {
        tags,
        summary: `${resetSummary} (the address in the body, out of URLs and logs)`,
        params: LangParamsSchema,
        body: SignResetBodySchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      await requestReset(app.shop, request.body.email, request.ip);
      return { success: true as const };
    },
  );

  api.get(
    '/sign/restore/:token',
    {
      // Tokens are 256 random bits, so guessing is hopeless; the limit keeps anyone from trying at volume.
      config: { rateLimit: { max: RESET_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Whether a reset link still works (read only; says nothing about the account)',
        params: SignRestoreCheckParamsSchema,
        response: { 200: SignRestoreCheckReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      return { success: true as const, valid: await isResetTokenValid(app.shop, request.params.token) };
    },
  );

  api.post(
    '/sign/restore',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail; ends every session',
        body: SignRestoreBodySchema,
        response: { 200: OkReplySchema },
      },
    },
    async (request, reply) => {
      privateNoStore(reply);
      await restorePassword(app.shop, request.body);
      return { success: true as const };
    },
  );
}
