/** The SDK client module, on its own so `lazyClient.ts` can load it as a separate chunk. */
export { createCheckupClient } from '@checkup/sdk';
