-- Every committed write to the capacity tables notifies channel `checkup_capacity` (db/changeFeed.ts), so instances
-- that cache calendar reads drop them whoever wrote: a booking, a cancel, the expiry sweep, the capacity top-up, a tool.
CREATE OR REPLACE FUNCTION notify_capacity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('checkup_capacity', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER capacity_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON capacity_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_capacity_changed();
CREATE TRIGGER capacity_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON capacity_slots
  FOR EACH STATEMENT EXECUTE FUNCTION notify_capacity_changed();
