import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64';
import { generateTransportKeyPair, importPrivateKeyPem, importPublicKeyPem, type TransportKeyPair } from './pem';
import {
  ENCRYPTED_KEY_SEPARATOR,
  TransportCryptoError,
  createOneTimeKey,
  decryptBody,
  decryptText,
  encryptBody,
  encryptText,
  rsaDecryptChunked,
  rsaEncryptChunked,
  type TransportCryptoFailure,
} from './transport';

// Generated per run: no key is ever committed.
let keys: TransportKeyPair;
let other: TransportKeyPair;
beforeAll(async () => {
  [keys, other] = await Promise.all([generateTransportKeyPair(2048), generateTransportKeyPair(1024)]);
});

const order = {
  openid: 'oX9a-test-openid',
  name: '张三',
  idCard: '320106199003071517',
  tel: '13812345678',
  clus_Code: '0301',
  clus_Name: '入职体检套餐（男）',
  begin_Time: '2026-12-01',
  price: 298.5,
};

async function expectFailure(promise: Promise<unknown>, failure: TransportCryptoFailure): Promise<void> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportCryptoError);
  expect((error as TransportCryptoError).failure).toBe(failure);
}

describe('substituted base64', () => {
  it('replaces + and / and strips padding, and decodes back', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x01]);
    const text = encodeBase64Url(bytes);
    expect(text).toBe('-_-_AQ');
    expect(decodeBase64Url(text)).toEqual(bytes);
  });

  it('refuses characters outside the alphabet and impossible lengths', () => {
    expect(decodeBase64Url('ab+c')).toBeNull();
    expect(decodeBase64Url('abc=')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
  });
});

describe('one-time key', () => {
  it('is the Unix seconds followed by six letters', () => {
    const key = createOneTimeKey(Date.UTC(2026, 10, 22, 1, 0, 0, 999));
    expect(key).toMatch(/^1795309200[A-Za-z]{6}$/);
    expect(new TextEncoder().encode(key)).toHaveLength(16);
  });

  it('differs between calls', () => {
    const keysMade = new Set(Array.from({ length: 20 }, () => createOneTimeKey(0)));
    expect(keysMade.size).toBeGreaterThan(1);
  });
});

describe('transport encryption round trip', () => {
  it('decrypts what it encrypts, with PEM texts as the server and the config hold them', async () => {
    const { encryStr } = await encryptBody(order, keys.publicKeyPem);
    expect(encryStr).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encryStr).not.toContain('张三');
    await expect(decryptBody(encryStr, keys.privateKeyPem)).resolves.toEqual(order);
  });

  it('accepts imported CryptoKeys too and gives a fresh ciphertext each time', async () => {
    const publicKey = await importPublicKeyPem(keys.publicKeyPem);
    const privateKey = await importPrivateKeyPem(keys.privateKeyPem);
    const first = await encryptBody(order, publicKey);
    const second = await encryptBody(order, publicKey);
    expect(first.encryStr).not.toBe(second.encryStr);
    await expect(decryptBody(second.encryStr, privateKey)).resolves.toEqual(order);
  });

  it('splits long text into RSA chunks', async () => {
    const publicKey = await importPublicKeyPem(keys.publicKeyPem);
    const privateKey = await importPrivateKeyPem(keys.privateKeyPem);
    const longText = '体检预约'.repeat(100); // 1,200 UTF-8 bytes → 7 chunks of ≤190 bytes
    const cipher = await rsaEncryptChunked(longText, publicKey);
    expect(cipher).toHaveLength(7 * 256);
    expect(new TextDecoder().decode(await rsaDecryptChunked(cipher, privateKey))).toBe(longText);
  });

  it('refuses RSA keys too small for OAEP with SHA-256', async () => {
    const tiny = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 512, publicExponent: new Uint8Array([1, 0, 1]) },
      false,
      ['encrypt', 'decrypt'],
    );
    await expect(rsaEncryptChunked('x', tiny.publicKey)).rejects.toThrow(RangeError);
  });

  it('refuses bodies JSON cannot carry', async () => {
    await expect(encryptBody(undefined, keys.publicKeyPem)).rejects.toThrow(TypeError);
  });
});

describe('tampered or foreign input gives a typed error', () => {
  it('reports a malformed encryStr as format', async () => {
    await expectFailure(decryptBody('', keys.privateKeyPem), 'format');
    await expectFailure(decryptBody('abc', keys.privateKeyPem), 'format');
    await expectFailure(decryptBody('a+b.c', keys.privateKeyPem), 'format');
    await expectFailure(decryptBody('a.b.c', keys.privateKeyPem), 'format');
    const { encryStr } = await encryptBody(order, keys.publicKeyPem);
    const [body = '', key = ''] = encryStr.split(ENCRYPTED_KEY_SEPARATOR);
    await expectFailure(decryptBody(`${body}.${key.slice(0, -8)}`, keys.privateKeyPem), 'format');
  });

  it('reports a key for another server as format (other size) or key (same size)', async () => {
    const { encryStr } = await encryptBody(order, other.publicKeyPem);
    await expectFailure(decryptBody(encryStr, keys.privateKeyPem), 'format');
    const sameSize = await generateTransportKeyPair(2048);
    const foreign = await encryptBody(order, sameSize.publicKeyPem);
    await expectFailure(decryptBody(foreign.encryStr, keys.privateKeyPem), 'key');
  });

  it('reports an altered key block as key', async () => {
    const { encryStr } = await encryptBody(order, keys.publicKeyPem);
    const [body = '', key = ''] = encryStr.split(ENCRYPTED_KEY_SEPARATOR);
    const bytes = decodeBase64Url(key) ?? new Uint8Array();
    bytes[10] = (bytes[10] ?? 0) ^ 0xff;
    await expectFailure(decryptBody(`${body}.${encodeBase64Url(bytes)}`, keys.privateKeyPem), 'key');
  });

  it('reports a key block that is not a one-time key as key', async () => {
    const publicKey = await importPublicKeyPem(keys.publicKeyPem);
    const { encryStr } = await encryptBody(order, publicKey);
    const [body = ''] = encryStr.split(ENCRYPTED_KEY_SEPARATOR);
    const wrongKey = encodeBase64Url(await rsaEncryptChunked('not-a-one-time-k', publicKey));
    await expectFailure(decryptBody(`${body}.${wrongKey}`, keys.privateKeyPem), 'key');
  });

  it('reports an altered or truncated body as cipher', async () => {
    const { encryStr } = await encryptBody(order, keys.publicKeyPem);
    const [body = '', key = ''] = encryStr.split(ENCRYPTED_KEY_SEPARATOR);
    const bytes = decodeBase64Url(body) ?? new Uint8Array();
    // In CBC, flipping bit 7 of the second-to-last block's final byte flips the same bit of the padding byte
    // (1..16), which makes the PKCS#7 padding invalid every time.
    const at = bytes.length - 17;
    bytes[at] = (bytes[at] ?? 0) ^ 0x80;
    await expectFailure(decryptBody(`${encodeBase64Url(bytes)}.${key}`, keys.privateKeyPem), 'cipher');
    await expectFailure(decryptBody(`${encodeBase64Url(bytes.slice(0, 15))}.${key}`, keys.privateKeyPem), 'cipher');
  });

  it('reports plaintext that is not JSON as json', async () => {
    const encryStr = await encryptText('<xml>not json</xml>', keys.publicKeyPem);
    await expect(decryptText(encryStr, keys.privateKeyPem)).resolves.toBe('<xml>not json</xml>');
    await expectFailure(decryptBody(encryStr, keys.privateKeyPem), 'json');
  });

  it('refuses stale keys when an age limit is given', async () => {
    const issued = Date.UTC(2026, 10, 22, 1, 0, 0);
    const { encryStr } = await encryptBody(order, keys.publicKeyPem, { nowMs: issued });
    await expect(
      decryptBody(encryStr, keys.privateKeyPem, { maxAgeSeconds: 300, nowMs: issued + 299_000 }),
    ).resolves.toEqual(order);
    await expectFailure(
      decryptBody(encryStr, keys.privateKeyPem, { maxAgeSeconds: 300, nowMs: issued + 301_000 }),
      'expired',
    );
    await expectFailure(
      decryptBody(encryStr, keys.privateKeyPem, { maxAgeSeconds: 300, nowMs: issued - 301_000 }),
      'expired',
    );
  });
});
