import { z } from 'zod';
import type { Config } from '../../config.ts';

/** What one VIES check found; `valid` null: VIES did not answer usably ("not verified"). */
export interface ViesAnswer {
  valid: boolean | null;
  status: 'valid' | 'invalid' | 'timeout' | 'unavailable' | 'malformed';
  /** VIES's error code or the HTTP status when it refused, for staff (never shown to customers). */
  detail: string;
  name: string | null;
  address: string | null;
  /** The consultation number VIES gives when the requester's own VAT number is sent. */
  requestIdentifier: string | null;
}

/** The reply of `POST /check-vat-number` that we use; other keys are ignored. */
const CheckReplySchema = z.object({
  valid: z.boolean(),
  requestIdentifier: z.string().max(100).optional().nullable(),
  name: z.string().optional().nullable(),
  address: z.string().optional().nullable(),
});
/** VIES's error envelope (`MS_UNAVAILABLE`, `TIMEOUT`, `INVALID_INPUT` …). */
const ErrorReplySchema = z.object({
  errorWrappers: z.array(z.object({ error: z.string().max(100) })).min(1),
});

/** VIES writes "---" where a member state does not disclose the name or address. */
const disclosed = (value: string | null | undefined) => {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' || /^-+$/.test(text) ? null : text.slice(0, 500);
};

const notVerified = (status: 'timeout' | 'unavailable' | 'malformed', detail: string): ViesAnswer => ({
  valid: null,
  status,
  detail,
  name: null,
  address: null,
  requestIdentifier: null,
});

/**
 * Asks the EU's VIES (its public REST interface, `POST {VIES_URL}/check-vat-number`) whether a VAT
 * number is valid, as the shop (`requester`, our own IČ DPH, so VIES returns a consultation
 * number). Never throws: no answer within `VIES_TIMEOUT_MS`, an error status or a reply of another
 * shape give "not verified" (valid null), which staff can check again later.
 */
export async function checkVies(
  config: Pick<Config, 'viesUrl' | 'viesTimeoutMs'>,
  vatNumber: string,
  requester: string,
): Promise<ViesAnswer> {
  if (!config.viesUrl) return notVerified('unavailable', 'VIES_URL=off');
  const body = {
    countryCode: vatNumber.slice(0, 2),
    vatNumber: vatNumber.slice(2),
    requesterMemberStateCode: requester.slice(0, 2),
    requesterNumber: requester.slice(2),
  };
  let status: number;
  let text: string;
  try {
    const res = await fetch(`${config.viesUrl}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(config.viesTimeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return timedOut ? notVerified('timeout', 'no answer in time') : notVerified('unavailable', 'no connection');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return notVerified(status >= 500 ? 'unavailable' : 'malformed', `HTTP ${status}, not JSON`);
  }
  const refused = ErrorReplySchema.safeParse(json);
  if (refused.success) return notVerified('unavailable', refused.data.errorWrappers[0]?.error ?? `HTTP ${status}`);
  if (status !== 200) return notVerified('unavailable', `HTTP ${status}`);
  const reply = CheckReplySchema.safeParse(json);
  if (!reply.success) return notVerified('malformed', 'unexpected reply');
  return {
    valid: reply.data.valid,
    status: reply.data.valid ? 'valid' : 'invalid',
    detail: '',
    name: disclosed(reply.data.name),
    address: disclosed(reply.data.address),
    requestIdentifier: reply.data.requestIdentifier?.trim() || null,
  };
}
