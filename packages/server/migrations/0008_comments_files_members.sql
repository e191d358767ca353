-- Comments on codes, organization members, and the index the files API lists attachments by.
-- (The files table itself is in 0002; uploads through /files are rows with purpose 'attachment'.)

CREATE TABLE comments (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  workspace_id text NOT NULL REFERENCES workspaces (id),
  code_id text NOT NULL REFERENCES codes (id),
  body text NOT NULL,
  author_name text,
  -- A dashboard user's id (contract, Comment); NULL for every comment made with an API key.
  author_id text,
  -- The key that wrote it, for the audit trail; never shown as the author.
  created_by_key_id text,
  resolved boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  deleted_at timestamptz(3)
);
CREATE INDEX comments_code_created_idx ON comments (code_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE members (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  email text NOT NULL,
  name text,
  role text NOT NULL CHECK (role IN ('viewer', 'contributor', 'ws_admin', 'org_admin')),
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active')),
  invited_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  removed_at timestamptz(3)
);
-- One current membership per address (compared case-insensitively); a removed member may be invited again.
CREATE UNIQUE INDEX members_organization_email_key ON members (organization_id, lower(email)) WHERE removed_at IS NULL;
CREATE INDEX members_organization_created_idx ON members (organization_id, created_at DESC, id DESC) WHERE removed_at IS NULL;

-- GET /files lists a workspace's attachments; the landing page reads a code's public ones.
CREATE INDEX files_attachment_workspace_created_idx ON files (workspace_id, created_at DESC, id DESC) WHERE deleted_at IS NULL AND purpose = 'attachment';
