-- Rate-limit counters moved into each instance's memory (server/src/platform/rateLimiter.ts): the table is unused.
DROP TABLE IF EXISTS rate_limit_counter;
