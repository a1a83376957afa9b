-- Payment records (hospital-side bills, pay_flag as the spec: F awaiting, EING paying, TJServeERR refunded,
-- RefundERR refund failed, T paid) and payment attempts for orders and records (sandbox JSAPI prepay ids).

CREATE TABLE pay_records (
  reg_no text PRIMARY KEY,
  openid text NOT NULL,
  id_card text NOT NULL,
  name text NOT NULL,
  tj_date text NOT NULL,
  clus_name text NOT NULL,
  amount_fen integer NOT NULL CHECK (amount_fen >= 0),
  pay_flag text NOT NULL CHECK (pay_flag IN ('F', 'EING', 'TJServeERR', 'RefundERR', 'T')),
  order_id integer REFERENCES orders (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX pay_records_by_openid ON pay_records (openid, created_at DESC);

CREATE TABLE payments (
  prepay_id text PRIMARY KEY,
  order_id integer REFERENCES orders (id),
  reg_no text REFERENCES pay_records (reg_no),
  amount_fen integer NOT NULL CHECK (amount_fen >= 0),
  state text NOT NULL CHECK (state IN ('pending', 'paid', 'failed', 'cancelled', 'refused')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((order_id IS NULL) <> (reg_no IS NULL))
);
CREATE INDEX payments_by_order ON payments (order_id);
