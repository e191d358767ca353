-- The retention job (jobs/delete-expired-records.ts) deletes old rows oldest first in small
-- batches; these indexes let each batch find its rows without scanning the table.
-- (idempotency_keys and events already have an index on created_at.)
CREATE INDEX webhook_deliveries_finished_created_idx ON webhook_deliveries (created_at, id) WHERE status IN ('success', 'failed');
CREATE INDEX webhook_delivery_attempts_created_idx ON webhook_delivery_attempts (created_at, id);
