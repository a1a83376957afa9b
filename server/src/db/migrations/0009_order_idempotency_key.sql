-- The Idempotency-Key of PersonOrderAdd and TeamOrderAdd (openapi.yaml, components.parameters.IdempotencyKey): the key
-- the client chose for the submit that created the order, and the SHA-256 of that request's body (canonical JSON), so
-- the same key with another body can be refused. A key is the visitor's own: it is looked up with the order's openid,
-- which the session check makes the caller's. It answers for 24 hours, after which it may be chosen again, so there is
-- no unique index: the booking service looks a key up and inserts its order under the visitor's advisory lock.
ALTER TABLE orders ADD COLUMN idempotency_key text;
ALTER TABLE orders ADD COLUMN idempotency_body_hash text;
ALTER TABLE orders ADD CONSTRAINT orders_idempotency_pair CHECK ((idempotency_key IS NULL) = (idempotency_body_hash IS NULL));
CREATE INDEX orders_by_idempotency_key ON orders (openid, idempotency_key, created_at) WHERE idempotency_key IS NOT NULL;
