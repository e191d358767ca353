-- Webhooks (contract, Webhook resource; DESIGN.md, Webhooks). A deleted webhook keeps its row
-- (deleted_at) so a delivery in flight at the moment of deletion can still log its attempt.
CREATE TABLE webhooks (
  id text PRIMARY KEY,
  organization_id text NOT NULL,
  workspace_id text NOT NULL,
  url text NOT NULL,
  -- The HMAC key is the UTF-8 encoding of this text. It must be stored usable (signing needs
  -- it), so unlike API keys it cannot be hashed.
  secret text NOT NULL,
  events jsonb NOT NULL DEFAULT '["*"]',
  is_active boolean NOT NULL DEFAULT true,
  consecutive_failures integer NOT NULL DEFAULT 0,
  last_triggered_at timestamptz(3),
  last_status_code integer,
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  deleted_at timestamptz(3)
);
CREATE INDEX webhooks_workspace_created_idx ON webhooks (workspace_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- The delivery outbox: one row per (webhook, event), written in the transaction of the event
-- (emitEvent), so a delivery exists exactly when its change committed. `payload` is the exact
-- JSON text sent, built once, so every attempt sends (and signs) the same bytes.
CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  webhook_id text NOT NULL REFERENCES webhooks (id),
  event_id text NOT NULL,
  event_type text NOT NULL,
  payload text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retrying', 'success', 'failed')),
  -- Attempts finished so far (0 to 3).
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz(3),
  -- A worker's claim: until locked_until no other worker takes the row; a claim whose process
  -- died runs out and the attempt is made again.
  locked_by text,
  locked_until timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id) WHERE status IN ('pending', 'retrying');

-- The delivery log (GET /webhooks/{id}/deliveries): one row per attempt.
CREATE TABLE webhook_delivery_attempts (
  id text PRIMARY KEY,
  webhook_id text NOT NULL REFERENCES webhooks (id),
  -- No foreign key: pending deliveries of a deleted or deactivated webhook are dropped, their
  -- log is kept.
  delivery_id text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('success', 'failed', 'retrying')),
  status_code integer,
  response_time_ms integer NOT NULL,
  attempt integer NOT NULL,
  error text,
  created_at timestamptz(3) NOT NULL
);
CREATE INDEX webhook_delivery_attempts_webhook_created_idx ON webhook_delivery_attempts (webhook_id, created_at DESC, id DESC);
