import { type ApiError, ErrorCode } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { HttpError } from '../http/errors.ts';

export const API_PREFIX = '/admin/v1';

function send(reply: import('fastify').FastifyReply, status: number, errors: ApiError[]) {
  return reply.code(status).type('application/json; charset=utf-8').send({ success: false, error: errors });
}

/**
 * The envelope for every failure: never a stack trace, never internals
 * (docs/requirements/api.md §Errors and status codes).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      reply.headers(err.headers);
      return send(reply, err.statusCode, err.errors);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const seen = new Set<string>();
      const errors: ApiError[] = [];
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        if (seen.has(key)) continue;
        seen.add(key);
        const missing = (issue.params as { input?: unknown })?.input === undefined && issue.keyword === 'invalid_type';
        errors.push({ code: missing ? ErrorCode.required : ErrorCode.validation, key, message: issue.message });
      }
      return send(reply, 400, errors);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, [{ code: ErrorCode.unavailable }]);
    }
    if (isResponseSerializationError(err)) {
      // Where and what, without the values (the reply holds customer data).
      const issues = err.cause.issues.map(({ code, path, message }) => ({ code, path, message }));
      request.log.error({ issues, route: request.routeOptions.url }, 'reply does not match its schema');
      return send(reply, 500, [{ code: ErrorCode.internal }]);
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return send(reply, 413, [{ code: ErrorCode.tooLarge }]);
    if (status === 429) return send(reply, 429, [{ code: ErrorCode.tooManyRequests }]);
    if (status >= 400 && status < 500) {
      return send(reply, status, [
        { code: status === 404 ? ErrorCode.notFound : ErrorCode.validation, key: 'body', message: err.message },
      ]);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, [{ code: ErrorCode.internal }]);
  });
}

export function apiNotFound(reply: import('fastify').FastifyReply) {
  return send(reply, 404, [{ code: ErrorCode.notFound }]);
}

/**
 * Fastify's own refusals before routing (`frameworkErrors`): a URL it cannot percent-decode
 * (`/%zz`, broken UTF-8) is a 400 and a path parameter over `maxParamLength` a 414, both in the
 * envelope instead of Fastify's default body.
 */
export function frameworkErrors(err: FastifyError, _request: unknown, reply: import('fastify').FastifyReply) {
  const status = err.statusCode ?? 500;
  if (status === 414) return send(reply, 414, [{ code: ErrorCode.tooLarge, key: 'url' }]);
  if (status >= 400 && status < 500) return send(reply, status, [{ code: ErrorCode.validation, key: 'url' }]);
  return send(reply, 500, [{ code: ErrorCode.internal }]);
}
