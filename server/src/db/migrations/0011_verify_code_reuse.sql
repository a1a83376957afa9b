-- A used SMS code is kept (instead of deleted) for 2 minutes so that the very same request, repeated after its answer was
-- lost (502, no answer, cut-off body), is accepted again: used_at is when it was accepted, reuse_hash the SHA-256 of the
-- phone, the code and what the request was bound to (ReportLogin: the session; UserRegister: the openid and the person).
-- Anything else gets the code refused as used. A new code for the phone replaces the row (and may be sent at once).
ALTER TABLE verify_codes ADD COLUMN used_at timestamptz;
ALTER TABLE verify_codes ADD COLUMN reuse_hash text;
