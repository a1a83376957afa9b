-- One booking in one statement (server/src/services/booking.ts, bookInTransaction): the checks that used to be ten
-- round trips of one transaction run inside the database, and the slot row is locked only from its UPDATE to the
-- commit right after the INSERT. The function judges and records; the messages are chosen by the caller from the
-- outcome it returns (jsonb):
--   {status: 'created' | 'repeated', order}        order: the row (to_jsonb), new or the first one of a repeated submit
--   {status: 'key_mismatch'}                        the visitor's Idempotency-Key was sent with another body
--   {status: 'duplicate', conflict}                 conflict: the person's active order of this type
--                                                   (id, openid, type, begin_time, state, created_at)
--   {status: 'cap', held}                           the visitor already holds p_max_active active personal orders
--   {status: 'unpaid_cap', unpaid}                  the visitor already holds p_max_unpaid unpaid (S) orders
--   {status: 'full'}                                the slot is full, closed (holiday) or unknown
-- Time windows arrive as instants computed by the caller (its clock, its constants). "Active" is the service's rule:
-- begin_time today or later, and state F or export, or S created after p_pay_since (inside its payment window).
CREATE FUNCTION book_order(
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
  p_order jsonb                  -- the order's columns but sumtime_name (extras as its JSON text)
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_first orders;
  v_conflict orders;
  v_count integer;
  v_sumtime_name text;
  v_columns text;
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

  -- The columns the caller gave (the others keep their defaults), so a column added later needs no change here.
  SELECT string_agg(quote_ident(k), ', ') INTO v_columns FROM jsonb_object_keys(p_order) AS k;
  EXECUTE format(
    'INSERT INTO orders (%1$s, sumtime_name) SELECT %1$s, $2 FROM jsonb_populate_record(NULL::orders, $1) RETURNING to_jsonb(orders.*)',
    v_columns)
    INTO v_order
    USING CASE WHEN jsonb_typeof(p_order -> 'extras') = 'string' THEN jsonb_set(p_order, '{extras}', (p_order ->> 'extras')::jsonb) ELSE p_order END,
      v_sumtime_name;
  RETURN jsonb_build_object('status', 'created', 'order', v_order);
END;
$$;
