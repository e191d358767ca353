-- Print exports: POST /v1/exports queues a job, a background runner renders
-- it into one ZIP, GET /v1/exports/{id}/download streams the ZIP back for 24 hours.
--
-- request: the export's formats, options and sheet as the API validated them (exports/export-request.ts).
-- code_ids: the codes chosen when the export was created (the ids given, or what the filter
--   matched then), in output order; a code deleted meanwhile is left out of the ZIP.
-- Claims: the runner takes a queued job, or a running one whose lease_until has passed (its
--   process died), with FOR UPDATE SKIP LOCKED, and extends the lease while it renders. A
--   reclaimed job starts over: rendering is deterministic, so the ZIP comes out the same.
-- expires_at: set when the job is done (completed_at + 24 h); the retention job deletes the
--   export and its bytes after it.
CREATE TABLE exports (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  request jsonb NOT NULL,
  code_ids jsonb NOT NULL,
  total integer NOT NULL,
  done integer NOT NULL DEFAULT 0,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz(3),
  size_bytes bigint,
  created_by_key_id text,
  created_at timestamptz(3) NOT NULL,
  completed_at timestamptz(3),
  expires_at timestamptz(3)
);
CREATE INDEX exports_workspace_created_idx ON exports (workspace_id, created_at DESC, id DESC);
CREATE INDEX exports_claimable_idx ON exports (created_at, id) WHERE status IN ('queued', 'running');
CREATE INDEX exports_expires_idx ON exports (expires_at) WHERE expires_at IS NOT NULL;

-- The ZIP's bytes, in the order written (about 1 MiB each): the runner writes them as the
-- archive grows and the download streams them back one by one, so neither holds the whole
-- archive in memory. In PostgreSQL rather than a data folder: every process of the service
-- sees them, and nothing but the database needs to be kept or backed up.
CREATE TABLE export_chunks (
  export_id text NOT NULL REFERENCES exports (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (export_id, seq)
);
