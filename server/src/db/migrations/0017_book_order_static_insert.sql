-- book_order (0014_book_order_function.sql) with its order INSERT written out: the EXECUTE'd INSERT, built from the
-- columns the caller gave, was planned anew on every booking (about a tenth of the database's CPU per booking in a
-- profile of the write-path bench). Same signature, same outcomes; the caller now gives every inserted column.
CREATE OR REPLACE FUNCTION book_order(
  p_person_lock text,            -- '<18-digit ID number>|<type>': serializes bookings of one person and type
  p_openid text,                 -- the booking visitor
  p_id_spellings text[],         -- every spelling of the ID number (15 and 18 digits), upper case
  p_type text,
  p_today text,                  -- YYYY-MM-DD in Asia/Shanghai
  p_pay_since timestamptz,       -- an S order created after this is inside its payment window
  p_request_hash text,           -- repeat check of a submit without an Idempotency-Key
  p_repeat_since timestamptz,
  p_idempotency_key text,        -- NULL without a key
  p_idempotency_hash text,
  p_idempotency_since timestamptz,
  p_personal_types text[],       -- the types the visitor caps count
  p_max_active integer,          -- NULL: no cap on active personal orders
  p_max_unpaid integer,          -- NULL: no cap on unpaid holds
  p_pool text,
  p_day text,
  p_sumtime_code text,
  p_order jsonb                  -- the order's columns but sumtime_name (extras as its JSON text), every one given
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_first orders;
  v_conflict orders;
  v_count integer;
  v_sumtime_name text;
  v_order jsonb;
BEGIN
  -- Person lock first, then the visitor lock in a key space of its own (the two-key form never meets a one-key lock):
  -- no booking waits for a person lock while holding a visitor lock, so two bookings cannot deadlock on them.
  PERFORM pg_advisory_xact_lock(hashtext(p_person_lock));
  PERFORM pg_advisory_xact_lock(hashtext('checkup-visitor'), hashtext(p_openid));

  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO v_first FROM orders
      WHERE openid = p_openid AND idempotency_key = p_idempotency_key AND created_at > p_idempotency_since
      ORDER BY id LIMIT 1;
    IF FOUND AND v_first.idempotency_body_hash IS DISTINCT FROM p_idempotency_hash THEN
      RETURN jsonb_build_object('status', 'key_mismatch');
    END IF;
  ELSE
    SELECT * INTO v_first FROM orders
      WHERE request_hash = p_request_hash AND created_at > p_repeat_since
      ORDER BY id LIMIT 1;
  END IF;
  IF FOUND THEN
    RETURN jsonb_build_object('status', 'repeated', 'order', to_jsonb(v_first));
  END IF;

  SELECT * INTO v_conflict FROM orders
    WHERE upper(id_card) = ANY (p_id_spellings) AND type = p_type AND begin_time >= p_today
      AND (state IN ('F', 'export') OR (state = 'S' AND created_at > p_pay_since))
    ORDER BY id LIMIT 1;
  IF FOUND THEN
    RETURN jsonb_build_object('status', 'duplicate', 'conflict', jsonb_build_object(
      'id', v_conflict.id, 'openid', v_conflict.openid, 'type', v_conflict.type, 'begin_time', v_conflict.begin_time,
      'state', v_conflict.state, 'created_at', v_conflict.created_at));
  END IF;

  IF p_max_active IS NOT NULL THEN
    SELECT count(*) INTO v_count FROM orders
      WHERE openid = p_openid AND type = ANY (p_personal_types) AND begin_time >= p_today
        AND (state IN ('F', 'export') OR (state = 'S' AND created_at > p_pay_since));
    IF v_count >= p_max_active THEN
      RETURN jsonb_build_object('status', 'cap', 'held', v_count);
    END IF;
  END IF;

  IF p_max_unpaid IS NOT NULL THEN
    SELECT count(*) INTO v_count FROM orders
      WHERE openid = p_openid AND state = 'S' AND created_at > p_pay_since AND begin_time >= p_today;
    IF v_count >= p_max_unpaid THEN
      RETURN jsonb_build_object('status', 'unpaid_cap', 'unpaid', v_count);
    END IF;
  END IF;

  -- Take the place last: concurrent takers queue on this row lock, held only until the commit right after the INSERT.
  UPDATE capacity_slots s SET surplus = s.surplus - 1
    WHERE s.pool = p_pool AND s.day = p_day AND s.sumtime_code = p_sumtime_code AND s.surplus > 0
      AND EXISTS (SELECT 1 FROM capacity_days d WHERE d.pool = s.pool AND d.day = s.day AND NOT d.holiday)
    RETURNING s.sumtime_name INTO v_sumtime_name;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'full');
  END IF;

  -- A static statement, planned once per connection (an EXECUTE'd one is planned on every booking). The caller gives
  -- every listed column (services/booking.ts, OrderColumns); the others keep their defaults.
  INSERT INTO orders (
    openid, type, state, id_card, name, tel, clus_code, clus_name, begin_time, sumtime_code, sumtime_name, pool,
    price_fen, jd_flag, jd_price_fen, extras, extras_fen, amount_fen, marr_status, lnc_code, company_name, reg_no,
    request_hash, idempotency_key, idempotency_body_hash, created_at)
  SELECT o.openid, o.type, o.state, o.id_card, o.name, o.tel, o.clus_code, o.clus_name, o.begin_time, o.sumtime_code,
    v_sumtime_name, o.pool, o.price_fen, o.jd_flag, o.jd_price_fen, (p_order ->> 'extras')::jsonb, o.extras_fen,
    o.amount_fen, o.marr_status, o.lnc_code, o.company_name, o.reg_no, o.request_hash, o.idempotency_key,
    o.idempotency_body_hash, o.created_at
  FROM jsonb_populate_record(NULL::orders, p_order - 'extras') AS o
  RETURNING to_jsonb(orders.*) INTO v_order;
  RETURN jsonb_build_object('status', 'created', 'order', v_order);
END;
$$;
