import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { PlatformDb } from './tables';

/**
 * Returns the secret stored under `name`, creating it with `generate` when absent. The first instance to start wins
 * (`ON CONFLICT DO NOTHING`) and every instance then reads the same row, so instances sharing a database agree on keys.
 */
async function sharedSecret(db: PlatformDb, name: string, generate: () => string): Promise<string> {
  await db
    .insertInto('platform_secret')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('platform_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** An RSA key pair in PEM, for the optional transport encryption (`encryStr`) and the PDF download code. */
export interface RsaKeyPair {
  publicKey: string;
  privateKey: string;
}

/** Secrets the HTTP layer signs and decrypts with. */
export interface PlatformSecrets {
  tokenSecret: string;
  /** Key of the sandbox payment merchant (JSAPI parameters, PayNotify signatures). */
  paySignKey: string;
  rsa: RsaKeyPair;
}

/** Loads the secrets: from the given values (environment) when present, otherwise generated once into the database. */
export async function loadPlatformSecrets(
  db: PlatformDb,
  given: {
    tokenSecret?: string | undefined;
    paySignKey?: string | undefined;
    rsaPrivateKey?: string | undefined;
    rsaPublicKey?: string | undefined;
  },
): Promise<PlatformSecrets> {
  const random = () => randomBytes(32).toString('base64url');
  const tokenSecret = given.tokenSecret ?? (await sharedSecret(db, 'token-hmac', random));
  const paySignKey = given.paySignKey ?? (await sharedSecret(db, 'pay-sign-key', random));
  const rsa =
    given.rsaPrivateKey && given.rsaPublicKey
      ? { privateKey: given.rsaPrivateKey, publicKey: given.rsaPublicKey }
      : (JSON.parse(await sharedSecret(db, 'rsa-keypair', () => JSON.stringify(generateRsaKeyPair()))) as RsaKeyPair);
  return { tokenSecret, paySignKey, rsa };
}

function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}
