-- Platform tables of the HTTP layer: everything several server instances must share lives here, not in memory.

-- Generated secrets (token signing key, RSA transport key pair) when none is given by the environment:
-- the first instance to start inserts them, every other instance on the same database reads the same row.
CREATE TABLE IF NOT EXISTS platform_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Server-side half of the signed `checkup_session` cookie: the visitor's openid and the report access grant (report_grants.id) of ReportLogin.
CREATE TABLE IF NOT EXISTS http_session (
  id text PRIMARY KEY,
  openid text,
  report_grant text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS http_session_expires_at_idx ON http_session (expires_at);

-- Fixed-window request counters per client (token id or IP address).
CREATE TABLE IF NOT EXISTS rate_limit_counter (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
