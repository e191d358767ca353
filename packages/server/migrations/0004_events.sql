-- Event outbox: one row per domain event (qr.created, qr.updated, qr.deleted, …), written in
-- the transaction of the change it reports, so an event exists exactly when its change
-- committed. The webhooks worker fans rows out to deliveries.

CREATE TABLE events (
  id text PRIMARY KEY,
  organization_id text NOT NULL,
  workspace_id text,
  -- Contract "Events": qr.created, qr.updated, qr.deleted, qr.scanned, qr.flagged, …
  type text NOT NULL,
  -- The envelope's `data`: for qr.created/qr.updated the code exactly as GET /codes/{id} returns it.
  data jsonb NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX events_workspace_created_idx ON events (workspace_id, created_at DESC, id DESC);
CREATE INDEX events_created_idx ON events (created_at, id);

-- Idempotent replays return the first response byte for byte: json keeps the text as
-- written, where jsonb would reorder its keys.
ALTER TABLE idempotency_keys ALTER COLUMN response_body TYPE json USING response_body::json;
