/** RSA-OAEP (SHA-256) keys for the transport encryption, as PEM text (SPKI public, PKCS#8 private). */

import { base64ToBytes, bytesToBase64 } from './base64';

/** Algorithm parameters shared by import, generation and use. */
export const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function pemBody(pem: string, label: string): Uint8Array<ArrayBuffer> {
  const match = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`).exec(pem);
  if (!match?.[1]) throw new TypeError(`Expected a PEM "${label}" block`);
  return base64ToBytes(match[1].replace(/\s+/g, ''));
}

function toPem(der: ArrayBuffer, label: string): string {
  const lines = bytesToBase64(new Uint8Array(der)).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Imports a `PUBLIC KEY` PEM (SPKI), e.g. RuntimeConfig.rsaPublicKey. Throws TypeError/DOMException when invalid. */
export function importPublicKeyPem(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', pemBody(pem, 'PUBLIC KEY'), RSA_OAEP, false, ['encrypt']);
}

/** Imports a `PRIVATE KEY` PEM (PKCS#8). Throws TypeError/DOMException when invalid. */
export function importPrivateKeyPem(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pemBody(pem, 'PRIVATE KEY'), RSA_OAEP, false, ['decrypt']);
}

/** A transport key pair as PEM texts. */
export interface TransportKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** Generates a fresh RSA-OAEP (SHA-256) key pair; for the server at start-up and for tests — never commit one. */
export async function generateTransportKeyPair(modulusLength = 2048): Promise<TransportKeyPair> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP, modulusLength, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const [spki, pkcs8] = await Promise.all([
    crypto.subtle.exportKey('spki', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKeyPem: toPem(spki, 'PUBLIC KEY'), privateKeyPem: toPem(pkcs8, 'PRIVATE KEY') };
}
