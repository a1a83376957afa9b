/**
 * Merchant key the pacts sign PayNotify with. The provider under verification must check notice signatures with this
 * key (the reference server's verification sets it; a hospital backend sets it in its verification environment).
 * A test value only: never a real merchant key.
 */
export const PACT_MERCHANT_KEY = 'checkup-pact-test-merchant-key';
