-- Every verification code sent in the last hour, by phone and by client address: at most 5 codes per phone and 20 per
-- address an hour (services/verifyCodes.ts), counted in the database so every instance on it agrees.
CREATE TABLE sms_sends (
  id bigserial PRIMARY KEY,
  tel text NOT NULL,
  client text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_sends_tel ON sms_sends (tel, sent_at);
CREATE INDEX sms_sends_client ON sms_sends (client, sent_at);
CREATE INDEX sms_sends_sent_at ON sms_sends (sent_at);
