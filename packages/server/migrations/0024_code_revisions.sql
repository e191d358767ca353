-- Code revisions of the approval workflow (workspace `approval_required`): a contributor's new
-- code waits as a draft behind a `create` revision, and a contributor's change to what a scan
-- gets waits as an `update` revision while the code keeps serving its approved state. A
-- ws_admin or org_admin approves (the change is applied as a PATCH) or rejects it.
CREATE TABLE code_revisions (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  workspace_id text NOT NULL REFERENCES workspaces (id),
  code_id text NOT NULL REFERENCES codes (id),
  kind text NOT NULL CHECK (kind IN ('create', 'update')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The held fields of the PATCH body (`create`: `{ "status": "live" }`), the password left out.
  patch jsonb NOT NULL,
  -- A held password change: its scrypt hash, or NULL with password_change to remove it.
  password_change boolean NOT NULL DEFAULT false,
  password_hash text,
  requested_by_type text NOT NULL,
  requested_by_id text,
  decided_by_type text,
  decided_by_id text,
  decided_at timestamptz(3),
  comment text,
  created_at timestamptz(3) NOT NULL
);

CREATE INDEX code_revisions_code_created_idx ON code_revisions (code_id, created_at DESC, id DESC);
-- GET /codes?pending_approval=true looks a workspace's pending revisions up.
CREATE INDEX code_revisions_pending_idx ON code_revisions (workspace_id, code_id) WHERE status = 'pending';
-- A draft waits behind one creation revision at a time (two edits racing open one).
CREATE UNIQUE INDEX code_revisions_one_pending_create_idx ON code_revisions (code_id) WHERE kind = 'create' AND status = 'pending';
