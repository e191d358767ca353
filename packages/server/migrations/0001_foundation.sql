-- Foundation: organizations, workspaces, API keys, audit log, rate-limit counters.
-- PostgreSQL 15 features only (PGlite is 18, servers may be 15).
-- Timestamps are timestamptz(3): stored at the millisecond precision the API prints, so a
-- cursor's (created_at, id) equals the stored tuple exactly.

CREATE TABLE organizations (
  id text PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  billing_email text,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'pro', 'business', 'agency', 'enterprise')),
  -- Plan-limit overrides (contract, "Limits"): NULL means the plan baseline applies.
  max_workspaces integer,
  max_members integer,
  max_dynamic_codes integer,
  max_scans_per_month bigint,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  deleted_at timestamptz(3)
);
-- A soft-deleted organization releases its slug.
CREATE UNIQUE INDEX organizations_slug_key ON organizations (slug) WHERE deleted_at IS NULL;

CREATE TABLE workspaces (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  name text NOT NULL,
  slug text NOT NULL,
  default_locale text NOT NULL DEFAULT 'de',
  approval_required boolean NOT NULL DEFAULT false,
  primary_color text,
  custom_domain text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  archived_at timestamptz(3),
  CONSTRAINT workspaces_organization_slug_key UNIQUE (organization_id, slug)
);
CREATE INDEX workspaces_organization_created_idx ON workspaces (organization_id, created_at DESC, id DESC);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  workspace_id text NOT NULL REFERENCES workspaces (id),
  kind text NOT NULL CHECK (kind IN ('secret', 'public')),
  role text NOT NULL CHECK (role IN ('viewer', 'contributor', 'ws_admin', 'org_admin')),
  name text NOT NULL,
  -- First characters of the key, for display; the key itself is never stored.
  key_prefix text NOT NULL,
  -- Lowercase hex SHA-256 of the whole key.
  key_hash text NOT NULL,
  -- Stored as given and parsed at check time: "an unreadable expiry value counts as expired".
  expires_at text,
  created_by_key_id text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  last_used_at timestamptz(3),
  revoked_at timestamptz(3),
  CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash)
);
CREATE INDEX api_keys_workspace_created_idx ON api_keys (workspace_id, created_at DESC, id DESC);

CREATE TABLE audit_logs (
  id text PRIMARY KEY,
  organization_id text NOT NULL,
  workspace_id text,
  actor_type text NOT NULL,
  actor_id text,
  action text NOT NULL,
  resource_type text NOT NULL,
  resource_id text,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  request_id text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_workspace_created_idx ON audit_logs (workspace_id, created_at DESC, id DESC);
CREATE INDEX audit_logs_organization_created_idx ON audit_logs (organization_id, created_at DESC, id DESC);

-- One row per key: the current fixed one-minute window and its request count.
CREATE TABLE rate_limit_counters (
  key_id text PRIMARY KEY,
  window_start timestamptz(3) NOT NULL,
  request_count integer NOT NULL
);
