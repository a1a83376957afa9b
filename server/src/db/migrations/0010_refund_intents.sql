-- Refunds asked of the payment provider's refund gateway (services/refunds.ts), one row per refund number: its
-- out_refund_no, `order-<id>` for a cancelled paid order, the prepay id for a payment made after its order closed.
-- The row is committed before the gateway is called and the outcome is written by a second transaction, so no
-- transaction (row lock, pooled connection, PGlite's one session) is held across the call.
--   pending   a call was started at attempted_at (the attempts-th) and its outcome is not written yet: in flight, or
--             the process died or its write failed after the call; past a grace period the sweep asks again
--   due       owed: the last call was refused or went unanswered; the sweep asks again
--   refunded  the provider accepted (the order is Refund, or the late payment refunded)
-- Every call for one refund sends the same refund number, so the provider refunds it once however often it is asked.
CREATE TABLE refunds (
  refund_no text PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  reason text NOT NULL CHECK (reason IN ('cancel', 'late_payment')),
  amount_fen integer NOT NULL CHECK (amount_fen >= 0),
  state text NOT NULL CHECK (state IN ('pending', 'due', 'refunded')),
  attempts integer NOT NULL CHECK (attempts >= 0),
  created_at timestamptz NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX refunds_owed ON refunds (attempted_at) WHERE state <> 'refunded';

-- Late payments 0008 left refund_due are owed here now (the sweep retries from this table).
INSERT INTO refunds (refund_no, order_id, reason, amount_fen, state, attempts, created_at, attempted_at)
SELECT prepay_id, order_id, 'late_payment', amount_fen, 'due', 1, updated_at, updated_at
FROM payments
WHERE state = 'refund_due' AND order_id IS NOT NULL;
DROP INDEX payments_refund_due;
