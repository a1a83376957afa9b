/**
 * Base64 for the transport encryption. The transport uses the character substitutions `+` → `-`, `/` → `_`
 * with the padding `=` stripped (the URL-safe alphabet of RFC 4648 §5), so its text survives forms and URLs.
 */

/** Standard base64 of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes of standard base64 text; throws DOMException (InvalidCharacterError) when malformed. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes bytes as substituted base64. */
export function encodeBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decodes substituted base64; null when the text is not valid substituted base64. */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // A length of 4k+1 cannot come from whole bytes.
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  return base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
}
