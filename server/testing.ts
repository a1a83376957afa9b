/**
 * `@checkup/server/testing`: what the contract verification, the reliability suite and the bench build on. The app
 * factory and its test configuration, the database (open, migrate, seed, the test copies built once per run), the demo
 * data, clocks, and the few service functions a provider state or a payment notice needs. Tests inside the server
 * import their modules directly.
 */
export { backgroundTasks } from './src/backgroundTasks';
export { fixedClock, systemClock } from './src/clock';
export { createDatabase, PGLITE_PARSERS, pgliteDatabase } from './src/db/database';
export { migrate } from './src/db/migrate';
export { PERSON_POOL, teamPool } from './src/db/pools';
export type { CatalogTables, Database } from './src/db/schema';
export { topUpCapacity } from './src/db/seed/capacity';
export { DEMO_RELATIVES, DEMO_USERS, GROUP_MEMBERS, seed } from './src/db/seed/index';
export { buildApp } from './src/http/app';
export { OPENAPI_FILE } from './src/http/openapi/document';
export { registerSecurityHeaders } from './src/http/securityHeaders';
export { registerStaticSite } from './src/http/staticSite';
export { defaultConfig, type ServerConfig } from './src/platform/config';
export { startSweep } from './src/platform/sweep';
export { signFields } from './src/services/payments';
export { UpstreamFaults, type Upstream, type UpstreamFault } from './src/services/upstreams';
export { sendVerifyCode } from './src/services/verifyCodes';
export { testApp, testConfig } from './test/http/harness';
export { bookableDay, malePackage, personOrder, type Envelope, type Poster } from './test/http/bookingRequests';
export { databaseDump, testPerson } from './test/services/testDb';
export { dropDatabase } from './test/dropDatabase';
