-- Fixed-window request counts shared by every instance on one PostgreSQL (server/src/platform/rateLimiter.ts): the
-- rate limit per token and per client address, token minting per address, the AI quota per address and Shanghai day.
-- One upsert per request counts and reads a bucket; the sweep deletes the windows that have ended. PGlite (one
-- process) counts in memory and leaves the table empty.
CREATE TABLE limit_counts (
  bucket text NOT NULL,
  period text NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, period)
);
CREATE INDEX limit_counts_expires_at ON limit_counts (expires_at);
