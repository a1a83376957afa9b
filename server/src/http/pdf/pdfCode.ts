import { decryptText, TransportCryptoError } from '@checkup/sdk/crypto';

/** Outcome of reading a `/home/pdf` code. */
export type PdfCodeCheck = { ok: true; regNo: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Reads a PDF download code: the transport-encrypted JSON `{"regNo", "timestamp"}` (timestamp from GetTimeStamp).
 * Undecryptable or malformed → invalid; a timestamp (or encryption key) further than `ttlMs` from now → expired.
 * Anyone holding the public key can build a code, so the caller must still check the session's report grant.
 */
export async function readPdfCode(
  code: string,
  privateKeyPem: string,
  nowMs: number,
  ttlMs: number,
): Promise<PdfCodeCheck> {
  let payload: unknown;
  try {
    // The one-time key carries its own Unix seconds: refuse keys beyond the window too (with a little clock skew).
    const text = await decryptText(code, privateKeyPem, { maxAgeSeconds: Math.ceil(ttlMs / 1000) + 60, nowMs });
    payload = JSON.parse(text);
  } catch (err) {
    return {
      ok: false,
      reason: err instanceof TransportCryptoError && err.failure === 'expired' ? 'expired' : 'invalid',
    };
  }
  if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' };
  const { regNo, timestamp } = payload as { regNo?: unknown; timestamp?: unknown };
  if (typeof regNo !== 'string' || regNo === '' || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Math.abs(nowMs - timestamp) > ttlMs) return { ok: false, reason: 'expired' };
  return { ok: true, regNo };
}
