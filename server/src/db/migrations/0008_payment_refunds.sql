-- A payment completed after its order had closed (expired past its window, or revoked) is refunded, never applied:
-- the attempt becomes refunded, or refund_due while the refund gateway refuses or does not answer (the sweep retries
-- those until the gateway accepts).
ALTER TABLE payments DROP CONSTRAINT payments_state_check;
ALTER TABLE payments ADD CONSTRAINT payments_state_check CHECK (state IN ('pending', 'paid', 'failed', 'cancelled', 'refused', 'refund_due', 'refunded'));
CREATE INDEX payments_refund_due ON payments (updated_at) WHERE state = 'refund_due';
