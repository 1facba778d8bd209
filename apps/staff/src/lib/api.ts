import { type ApiError as ApiErrorItem, STAFF_API_PREFIX, STAFF_XSRF_HEADER } from '@shop/contract';

/**
 * The back office's only way to the server: `/admin/v1/staff/...`, JSON in the usual envelope.
 * The XSRF token comes in the JSON of the session check and of sign-in and is kept here, in
 * memory only (never a readable cookie), and sent as `X-Staff-XSRF` on every non-GET call.
 */
let xsrfToken = '';

export const setXsrfToken = (token: string) => {
  xsrfToken = token;
};

/** A refusal in the envelope: the status and the error list (`code`, `key` of the field). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors[0]?.code ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors.length ? errors : [{ code: 'messages.internal' }];
  }

  get code(): string {
    return this.errors[0]?.code ?? 'messages.internal';
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A file (an import) goes as it is, streamed by the server; a FormData body (uploads) as multipart,
  // the browser setting its boundary; everything else as JSON.
  const raw = body instanceof Blob;
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
  if (method !== 'GET' && xsrfToken) headers[STAFF_XSRF_HEADER] = xsrfToken;
  let response: Response;
  try {
    response = await fetch(`${STAFF_API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: raw || multipart ? body : JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, [{ code: 'messages.unavailable' }]);
  }
  const json = (await response.json().catch(() => null)) as
    | ({ success: true; xsrf?: string } & Record<string, unknown>)
    | { success: false; error: ApiErrorItem[] }
    | null;
  if (!response.ok || !json || json.success !== true) {
    throw new ApiError(response.status, json && json.success === false ? json.error : []);
  }
  if (typeof json.xsrf === 'string') setXsrfToken(json.xsrf);
  return json as T;
}

/** A query string from the set values only (`undefined` and '' are left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
