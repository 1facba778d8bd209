import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The second factor: RFC 6238 TOTP as every authenticator app knows it (SHA-1, 6 digits, 30 s),
 * through `otpauth`. A code is accepted one step early or late (clocks drift), and never twice:
 * the caller stores the step of the accepted code and refuses that step and every earlier one.
 */
const ISSUER = 'Bezpečnostné systémy';
const PERIOD = 30;
const WINDOW = 1;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps expect it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The 30-second step a code of `now` belongs to. */
export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / PERIOD);

/** The step of the code when it is valid now (±1 step), else null. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : currentStep(now) + delta;
}

/** What the setup screen shows: the otpauth:// URI as a QR code (data URL) and as text. */
export async function totpEnrolment(secret: string, email: string) {
  const uri = totpFor(secret, email).toString();
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, uri, qr };
}

/** The code of a secret at a time (tests and journeys act as the authenticator app). */
export const totpCode = (secret: string, now = Date.now()) => totpFor(secret).generate({ timestamp: now });
