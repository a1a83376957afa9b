/** Transport encryption shared by the SDK (encrypting) and the server (decrypting). */
export { decodeBase64Url, encodeBase64Url } from './base64';
export { generateTransportKeyPair, importPrivateKeyPem, importPublicKeyPem, type TransportKeyPair } from './pem';
export {
  ENCRYPTED_KEY_SEPARATOR,
  TransportCryptoError,
  createOneTimeKey,
  decryptBody,
  decryptText,
  encryptBody,
  encryptText,
  type DecryptOptions,
  type EncryptOptions,
  type EncryptedBody,
  type TransportCryptoFailure,
} from './transport';
