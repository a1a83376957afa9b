/**
 * `npm start`: opens the database (DATABASE_URL, else PGlite in CHECKUP_DATA_DIR or server/data), migrates, seeds
 * an empty database, starts the sweep (payment expiry, capacity window) and serves app + API on PORT (default 8080).
 */
import { systemClock } from './clock';
import { createDatabase, DataFolderError } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed/index';
import { buildApp } from './http/app';
import { configFromEnv } from './platform/config';
import { productionProblems } from './platform/productionChecks';
import { backgroundTasks } from './backgroundTasks';
import { startSweep } from './platform/sweep';

const config = configFromEnv();
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(
    `NODE_ENV=production refuses to start with the demo's settings:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee README.md "Running for real users".`,
  );
  process.exit(1);
}
const clock = systemClock();
const db = await createDatabase().catch((error: unknown) => {
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const applied = await migrate(db);
const seeded = await seed(db, clock);
const app = await buildApp({ db, clock, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
if (applied.length > 0) app.log.info(`applied migrations: ${applied.join(', ')}`);
if (seeded) app.log.info('loaded the demo data into the empty database');
if (config.sandboxClock) app.log.warn('CHECKUP_SANDBOX_CLOCK=1: POST /sandbox/clock can move the server clock');
if (config.runtime.sandbox)
  app.log.warn(
    'sandbox pages on (/sandbox/oauth, /sandbox/pay, /sandbox/sms): anyone can sign in as anyone; set CHECKUP_SANDBOX=0 for real users',
  );

// Payment expiry and the capacity window (server/src/backgroundTasks.ts), plus the platform's own cleanup.
const sweep = startSweep(db, clock, config, app.log, backgroundTasks(app.services));
await app.listen({ port: config.port, host: config.host });
// The port actually bound (PORT=0 picks a free one; tests that start the server as a process read it from this line).
const address = app.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
console.log(`\nCheckup is running at ${url}\n`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  sweep.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
