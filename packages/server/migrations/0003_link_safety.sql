-- Link safety (contract, Codes PATCH rule 3): links the reputation provider could not classify
-- at save time wait here for the re-check job, and background jobs claim their runs in
-- scheduled_jobs so several server processes run each one once.

CREATE TABLE link_rechecks (
  code_id text NOT NULL REFERENCES codes (id) ON DELETE CASCADE,
  url text NOT NULL,
  queued_at timestamptz(3) NOT NULL,
  -- Failed re-checks so far (provider still unreachable); drives the back-off.
  attempts integer NOT NULL DEFAULT 0,
  -- Due time; a runner claiming the row pushes it forward, so a crashed runner's claim expires.
  next_attempt_at timestamptz(3) NOT NULL,
  last_error text,
  PRIMARY KEY (code_id, url)
);
CREATE INDEX link_rechecks_due_idx ON link_rechecks (next_attempt_at);

-- One row per periodic job. A process runs a job only after moving its lease forward with a
-- conditional UPDATE; `cursor` lets a long sweep resume where a crashed runner stopped.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz(3) NOT NULL,
  cursor text,
  lease_owner text,
  lease_until timestamptz(3),
  last_finished_at timestamptz(3)
);
