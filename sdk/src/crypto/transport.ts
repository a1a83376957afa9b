/**
 * Transport encryption (orders-reports §7 "Token and transport" items 4 and 6), Web Crypto only.
 *
 * - One-time key: current Unix seconds (10 digits) + six random ASCII letters = 16 bytes → an AES-128 key.
 * - Body: `JSON.stringify(body)` as UTF-8, AES-CBC with PKCS#7 padding; IV = first 16 bytes of SHA-256(key).
 * - Key: RSA-OAEP (SHA-256) with the server's public key; text longer than one RSA block is split into chunks
 *   of (modulus bytes − 66) and the cipher blocks are concatenated.
 * - Wire: `encryStr = base64url(aesCipher) + "." + base64url(rsaCipher)` ("." is outside the base64url alphabet),
 *   sent as the single field `{ encryStr }`.
 * CBC gives confidentiality, not integrity: tampering is detected only as far as padding, UTF-8 and JSON go,
 * which is why every failure is a typed {@link TransportCryptoError} and the server still validates the body.
 */
import { decodeBase64Url, encodeBase64Url } from './base64';
import { RSA_OAEP, importPrivateKeyPem, importPublicKeyPem } from './pem';

/** Separator between the AES ciphertext and the RSA-encrypted key in `encryStr`. */
export const ENCRYPTED_KEY_SEPARATOR = '.';

/** The body actually sent in encryption mode. */
export interface EncryptedBody {
  encryStr: string;
}

/** Why a transport payload could not be decrypted. */
export type TransportCryptoFailure =
  /** Not `<base64url>.<base64url>` or the key part is not whole RSA blocks. */
  | 'format'
  /** The RSA part does not decrypt with this private key, or does not hold a one-time key. */
  | 'key'
  /** The one-time key is older than allowed (replay protection) or from the future. */
  | 'expired'
  /** The AES part does not decrypt to UTF-8 text. */
  | 'cipher'
  /** The decrypted text is not JSON. */
  | 'json';

/** A typed failure of the transport encryption; never a crash with a raw DOMException. */
export class TransportCryptoError extends Error {
  override readonly name = 'TransportCryptoError';

  constructor(
    readonly failure: TransportCryptoFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const ONE_TIME_KEY = /^(\d{10})[A-Za-z]{6}$/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** OAEP overhead with SHA-256: 2 × 32-byte hash + 2. */
const OAEP_SHA256_OVERHEAD = 66;

/** Makes a one-time key: Unix seconds of `nowMs` (10 digits) followed by six uniformly random letters. */
export function createOneTimeKey(nowMs: number = Date.now()): string {
  let letters = '';
  while (letters.length < 6) {
    for (const byte of crypto.getRandomValues(new Uint8Array(12))) {
      // 208 = 4 × 52: rejecting higher bytes keeps every letter equally likely.
      if (byte < 208 && letters.length < 6) letters += LETTERS[byte % 52] ?? '';
    }
  }
  return `${Math.floor(nowMs / 1000)}${letters}`;
}

async function aesKeyAndIv(
  oneTimeKey: string,
  usage: KeyUsage,
): Promise<{ key: CryptoKey; iv: Uint8Array<ArrayBuffer> }> {
  const raw = new TextEncoder().encode(oneTimeKey);
  const digest = await crypto.subtle.digest('SHA-256', raw);
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-CBC' }, false, [usage]);
  return { key, iv: new Uint8Array(digest.slice(0, 16)) };
}

function rsaBlockBytes(key: CryptoKey): number {
  return (key.algorithm as RsaHashedKeyAlgorithm).modulusLength / 8;
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** RSA-OAEP encryption of arbitrarily long text, chunk by chunk (one cipher block per chunk). */
export async function rsaEncryptChunked(text: string, publicKey: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new TextEncoder().encode(text);
  const chunkSize = rsaBlockBytes(publicKey) - OAEP_SHA256_OVERHEAD;
  if (chunkSize <= 0) throw new RangeError('RSA key too small for OAEP with SHA-256');
  const blocks: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    blocks.push(
      new Uint8Array(await crypto.subtle.encrypt(RSA_OAEP, publicKey, bytes.slice(offset, offset + chunkSize))),
    );
  }
  return concatBytes(blocks);
}

/** Inverse of {@link rsaEncryptChunked}; rejects with TransportCryptoError('format') unless whole blocks. */
export async function rsaDecryptChunked(
  cipher: Uint8Array<ArrayBuffer>,
  privateKey: CryptoKey,
): Promise<Uint8Array<ArrayBuffer>> {
  const blockSize = rsaBlockBytes(privateKey);
  if (cipher.length === 0 || cipher.length % blockSize !== 0) {
    throw new TransportCryptoError('format', 'Encrypted key is not a whole number of RSA blocks');
  }
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < cipher.length; offset += blockSize) {
    parts.push(
      new Uint8Array(await crypto.subtle.decrypt(RSA_OAEP, privateKey, cipher.slice(offset, offset + blockSize))),
    );
  }
  return concatBytes(parts);
}

/** Options of {@link encryptBody}. */
export interface EncryptOptions {
  /** Clock for the key's timestamp (ms); defaults to `Date.now()`. */
  nowMs?: number;
}

/** Encrypts text for the server holding the private half of `publicKey` (a CryptoKey or SPKI PEM). */
export async function encryptText(
  text: string,
  publicKey: CryptoKey | string,
  options: EncryptOptions = {},
): Promise<string> {
  const rsaKey = typeof publicKey === 'string' ? await importPublicKeyPem(publicKey) : publicKey;
  const oneTimeKey = createOneTimeKey(options.nowMs);
  const { key, iv } = await aesKeyAndIv(oneTimeKey, 'encrypt');
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, new TextEncoder().encode(text)),
  );
  const encryptedKey = await rsaEncryptChunked(oneTimeKey, rsaKey);
  return `${encodeBase64Url(cipher)}${ENCRYPTED_KEY_SEPARATOR}${encodeBase64Url(encryptedKey)}`;
}

/** Encrypts a JSON body into the single field sent on the wire. */
export async function encryptBody(
  body: unknown,
  publicKey: CryptoKey | string,
  options: EncryptOptions = {},
): Promise<EncryptedBody> {
  const json = JSON.stringify(body) as string | undefined;
  if (json === undefined) throw new TypeError('encryptBody needs a JSON-serialisable body');
  return { encryStr: await encryptText(json, publicKey, options) };
}

/** Options of {@link decryptBody}. */
export interface DecryptOptions {
  /** Refuse keys older than this many seconds (and more than this from the future); off when omitted. */
  maxAgeSeconds?: number;
  /** Clock for the age check (ms); defaults to `Date.now()`. */
  nowMs?: number;
}

/**
 * Decrypts an `encryStr` made by {@link encryptText} with the server's private key (a CryptoKey or PKCS#8 PEM).
 * Every failure of the payload rejects with a {@link TransportCryptoError}.
 */
export async function decryptText(
  encryStr: string,
  privateKey: CryptoKey | string,
  options: DecryptOptions = {},
): Promise<string> {
  const parts = encryStr.split(ENCRYPTED_KEY_SEPARATOR);
  const cipher = parts.length === 2 ? decodeBase64Url(parts[0] ?? '') : null;
  const encryptedKey = parts.length === 2 ? decodeBase64Url(parts[1] ?? '') : null;
  if (!cipher || !encryptedKey || cipher.length === 0)
    throw new TransportCryptoError('format', 'encryStr is not <base64url>.<base64url>');

  const rsaKey = typeof privateKey === 'string' ? await importPrivateKeyPem(privateKey) : privateKey;
  const oneTimeKey = await decodeOneTimeKey(encryptedKey, rsaKey);
  checkKeyAge(oneTimeKey, options);

  const { key, iv } = await aesKeyAndIv(oneTimeKey, 'decrypt');
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, key, cipher);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (cause) {
    throw new TransportCryptoError('cipher', 'Body does not decrypt with the one-time key', { cause });
  }
}

/** Decrypts an `encryStr` made by {@link encryptBody} and parses its JSON; failures reject with {@link TransportCryptoError}. */
export async function decryptBody(
  encryStr: string,
  privateKey: CryptoKey | string,
  options: DecryptOptions = {},
): Promise<unknown> {
  const text = await decryptText(encryStr, privateKey, options);
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new TransportCryptoError('json', 'Decrypted body is not JSON', { cause });
  }
}

async function decodeOneTimeKey(encryptedKey: Uint8Array<ArrayBuffer>, privateKey: CryptoKey): Promise<string> {
  let keyText: string;
  try {
    keyText = new TextDecoder('utf-8', { fatal: true }).decode(await rsaDecryptChunked(encryptedKey, privateKey));
  } catch (cause) {
    if (cause instanceof TransportCryptoError) throw cause;
    throw new TransportCryptoError('key', 'One-time key does not decrypt with this private key', { cause });
  }
  if (!ONE_TIME_KEY.test(keyText)) throw new TransportCryptoError('key', 'Decrypted one-time key has the wrong shape');
  return keyText;
}

function checkKeyAge(oneTimeKey: string, { maxAgeSeconds, nowMs = Date.now() }: DecryptOptions): void {
  if (maxAgeSeconds === undefined) return;
  const issuedAt = Number(oneTimeKey.slice(0, 10));
  if (Math.abs(nowMs / 1000 - issuedAt) > maxAgeSeconds) {
    throw new TransportCryptoError('expired', `One-time key issued at ${issuedAt} is outside ±${maxAgeSeconds} s`);
  }
}
