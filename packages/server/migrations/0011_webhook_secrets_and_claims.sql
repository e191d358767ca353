-- Webhook secrets encrypted at rest, and secret rotation. SQL has no access to
-- the key, so this step only makes room: secrets written before it stay in `secret` (plain)
-- until `quietzone serve`, which always holds the key, seals them at start
-- (webhooks/seal-plaintext-secrets.ts) and clears the plain column. Readers accept either.
ALTER TABLE webhooks
  ADD COLUMN secret_sealed text,
  -- The secret before the last rotation, still signed with until previous_secret_expires_at.
  ADD COLUMN previous_secret_sealed text,
  ADD COLUMN previous_secret_expires_at timestamptz(3),
  -- Shown in every listing; kept apart so listing never needs the key.
  ADD COLUMN secret_hint text;
UPDATE webhooks SET secret_hint = left(secret, 4) || '…';
ALTER TABLE webhooks ALTER COLUMN secret DROP NOT NULL;
ALTER TABLE webhooks ADD CONSTRAINT webhooks_secret_present CHECK (secret IS NOT NULL OR secret_sealed IS NOT NULL);

-- The delivery pool's claim: due deliveries per webhook, oldest first, and the
-- claims still open per webhook.
CREATE INDEX webhook_deliveries_webhook_due_idx ON webhook_deliveries (webhook_id, next_attempt_at, id) WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (locked_until, webhook_id) WHERE status IN ('pending', 'retrying') AND locked_until IS NOT NULL;
