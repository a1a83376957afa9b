/** The SDK under contract, imported exactly as the app imports it. */
export * from '@checkup/sdk';
export { decryptText, generateTransportKeyPair } from '@checkup/sdk/crypto';
