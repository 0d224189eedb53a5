import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * RFC 6238 through otplib 13 (SHA-1, 6 digits, 30-second steps: what every authenticator app
 * reads from a QR code). No cryptography of ours: secrets, codes and URIs are otplib's.
 */
const ISSUER = 'Autoevaluación de centros';
/** One step either side of now: a phone clock 30 s off, or a code typed as it changed. */
const TOLERANCE_SECONDS = 30;

/** A new 160-bit secret in base32 (otplib's default length, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI of `secret` for `email`, and its QR code as an SVG data URL. */
export async function enrolmentOf(
  email: string,
  secret: string,
): Promise<{ uri: string; qrCode: string }> {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of `code` when it is valid for `secret` now (± one step) and newer than
 * `afterTimeStep` (the last accepted one: a code is good once), else null.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on a malformed code or secret; the contract already refuses the former.
    return null;
  }
}
