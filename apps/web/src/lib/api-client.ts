import { type ApiError as ApiErrorEntry, ErrorCode } from '@shop/contract';
import type { z } from 'zod';

/** Every API path starts here (docs/requirements/api.md §Base path and language). */
export const API_BASE = '/admin/v1';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** On https the server names the cookie with the `__Host-` prefix (apps/server/src/plugins/session.ts); that one wins. */
export const XSRF_COOKIE_NAMES = [`__Host-${XSRF_COOKIE}`, XSRF_COOKIE] as const;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Codes the client itself produces; the server never sends these. */
export const ClientErrorCode = {
  network: 'client.network',
  invalidReply: 'client.invalid-reply',
} as const;

export type { ApiErrorEntry };

/** A failed call: a `success:false` envelope, a non-2xx status, a network failure or a reply that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly errors: ApiErrorEntry[];
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503); null when it did not say. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    errors: ApiErrorEntry[],
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(`API ${status}: ${errors.map((e) => e.code).join(', ') || 'unknown error'}`, options);
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }

  get codes(): string[] {
    return this.errors.map((e) => e.code);
  }

  hasCode(code: string): boolean {
    return this.errors.some((e) => e.code === code);
  }

  /** The error entry for a form field (`key`), e.g. `email` on registration. */
  forKey(key: string): ApiErrorEntry | undefined {
    return this.errors.find((e) => e.key === key);
  }

  get isNotLoggedIn(): boolean {
    return this.hasCode(ErrorCode.notLoggedIn);
  }

  /** Throttled: too many attempts (429); `retryAfterSeconds` says for how long, when known. */
  get isTooManyRequests(): boolean {
    return this.status === 429 || this.hasCode(ErrorCode.tooManyRequests);
  }
}

/** `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110, section 10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date names its weekday and month; anything else (`-3`) is no date even if Date.parse reads one.
  const date = /^[a-z]{3}, /i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads a cookie set by the server (the XSRF token is deliberately not httpOnly). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Contract = typeof import('@shop/contract');
/** The name of a reply schema of @shop/contract, e.g. `'SignUserReplySchema'`. */
export type ReplySchemaName = {
  [K in keyof Contract]: K extends `${string}ReplySchema` ? (Contract[K] extends z.ZodType ? K : never) : never;
}[keyof Contract];
/** What a reply schema (a name or a zod schema) parses to. */
export type ReplyOf<S> = [S] extends [never]
  ? unknown
  : S extends ReplySchemaName
    ? z.output<Contract[S]>
    : S extends z.ZodType<infer T>
      ? T
      : unknown;

/**
 * Reply schemas are named, not imported: only development builds and tests load the contract's
 * schemas (and zod) to check replies. A production bundle leaves both out (zod alone is ~24 KB
 * gzip, and checking big lists costs main-thread time) and trusts the server, which serialises
 * every reply with the same schema before sending it.
 */
const CHECK_NAMED_REPLIES = import.meta.env.DEV;

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Validates the successful reply: a zod schema is always applied; the name of a contract schema
   * in development and tests only (CHECK_NAMED_REPLIES). Without it the parsed JSON is returned unchecked.
   */
  schema?: z.ZodType<T> | ReplySchemaName;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set<HttpMethod>(['GET', 'HEAD']);

function envelopeErrors(payload: unknown): ApiErrorEntry[] | undefined {
  if (!payload || typeof payload !== 'object' || !('error' in payload)) return undefined;
  const list = (payload as { error: unknown }).error;
  if (!Array.isArray(list)) return undefined;
  return list
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && typeof e.code === 'string')
    .map((e) => ({
      code: e.code as string,
      ...(typeof e.key === 'string' ? { key: e.key } : {}),
      ...(typeof e.message === 'string' ? { message: e.message } : {}),
    }));
}

/**
 * Calls `/admin/v1{path}` and returns the reply envelope (`{ success: true, ... }`).
 * Non-GET calls carry the XSRF header (double submit). Aborts propagate as the fetch's AbortError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) {
    const token = XSRF_COOKIE_NAMES.map(readCookie).find((value) => value !== undefined);
    if (token) headers[XSRF_HEADER] = token;
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [{ code: ClientErrorCode.network }], { cause: error });
  }

  const text = await response.text();
  let payload: unknown;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch (error) {
      const code = response.ok ? ClientErrorCode.invalidReply : ErrorCode.internal;
      throw new ApiError(response.status, [{ code }], { cause: error });
    }
  }

  const failed =
    !response.ok ||
    (payload !== null && typeof payload === 'object' && (payload as { success?: unknown }).success === false);
  if (failed) {
    const errors = envelopeErrors(payload);
    throw new ApiError(response.status, errors?.length ? errors : [{ code: fallbackCode(response.status) }], {
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    });
  }

  if (!options.schema) return payload as T;
  let schema: z.ZodType<T>;
  if (typeof options.schema === 'string') {
    if (!CHECK_NAMED_REPLIES) return payload as T;
    schema = (await import('@shop/contract'))[options.schema] as unknown as z.ZodType<T>;
  } else {
    schema = options.schema;
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Reply of ${method} ${path} does not match the contract`, parsed.error.issues);
    throw new ApiError(response.status, [{ code: ClientErrorCode.invalidReply, message: parsed.error.message }], {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function fallbackCode(status: number): string {
  switch (status) {
    case 401:
      return ErrorCode.notLoggedIn;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.tooLarge;
    case 429:
      return ErrorCode.tooManyRequests;
    case 503:
      return ErrorCode.unavailable;
    default:
      return status >= 400 && status < 500 ? ErrorCode.validation : ErrorCode.internal;
  }
}

type CallOptions = { signal?: AbortSignal | undefined; headers?: Record<string, string> };
type Schema = z.ZodType | ReplySchemaName;

function call<S extends Schema>(
  method: HttpMethod,
  path: string,
  body: unknown,
  schema: S | undefined,
  options: CallOptions,
) {
  const checked = schema as z.ZodType<ReplyOf<S>> | ReplySchemaName | undefined;
  return apiRequest<ReplyOf<S>>(path, { ...options, method, body, ...(checked ? { schema: checked } : {}) });
}

/** Short forms: `api.get('/sign/user', 'SignUserReplySchema', { signal })`. */
export const api = {
  get: <S extends Schema = never>(path: string, schema?: S, options: CallOptions = {}) =>
    call('GET', path, undefined, schema, options),
  post: <S extends Schema = never>(path: string, body?: unknown, schema?: S, options: CallOptions = {}) =>
    call('POST', path, body, schema, options),
  put: <S extends Schema = never>(path: string, body?: unknown, schema?: S, options: CallOptions = {}) =>
    call('PUT', path, body, schema, options),
  patch: <S extends Schema = never>(path: string, body?: unknown, schema?: S, options: CallOptions = {}) =>
    call('PATCH', path, body, schema, options),
  delete: <S extends Schema = never>(path: string, schema?: S, options: CallOptions = {}) =>
    call('DELETE', path, undefined, schema, options),
};

/** Encodes one path segment (a slug, a category path like `ezs/ustredne`, a search query). */
export const segment = (value: string | number) => encodeURIComponent(String(value));
