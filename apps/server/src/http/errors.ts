import { type ApiError, ErrorCode } from '@shop/contract';

/**
 * A refusal the client should see. Services throw these; the error handler turns them into
 * the envelope `{ success: false, error: [...] }` with the status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ApiError[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, errors: ApiError[], headers: Record<string, string> = {}) {
    super(errors[0]?.message ?? errors[0]?.code ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (key: string, code: string = ErrorCode.validation, message?: string) =>
  new HttpError(400, [{ code, key, ...(message ? { message } : {}) }]);
export const notLoggedIn = () => new HttpError(401, [{ code: ErrorCode.notLoggedIn }]);
export const notFound = () => new HttpError(404, [{ code: ErrorCode.notFound }]);
export const conflict = (message: string, key?: string) =>
  new HttpError(409, [{ code: ErrorCode.conflict, message, ...(key ? { key } : {}) }]);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, [{ code: ErrorCode.tooManyRequests }], { 'retry-after': String(retryAfterSeconds) });
