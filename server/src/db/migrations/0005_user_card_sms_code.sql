-- Registration with other document types (card_type; sex and birthday then come from the form), and the code
-- itself in the sandbox SMS outbox (the sandbox page shows it; a real gateway would not store it).
ALTER TABLE users ADD COLUMN card_type text NOT NULL DEFAULT 'idcard'
  CHECK (card_type IN ('idcard', 'passport', 'hkmo', 'tw', 'other'));
ALTER TABLE sms_outbox ADD COLUMN code text NOT NULL DEFAULT '';
