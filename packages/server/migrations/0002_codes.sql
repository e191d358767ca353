-- Codes, their files (logos now, landing-page attachments later) and idempotency records.
-- Shared by the codes API, the public image routes, short links and link safety.

CREATE TABLE codes (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  workspace_id text NOT NULL REFERENCES workspaces (id),
  -- Path segment of the short link; unique across the service because short links share one host.
  short_code text NOT NULL,
  type text NOT NULL CHECK (type IN ('url', 'vcard', 'wifi', 'email', 'sms', 'location')),
  is_dynamic boolean NOT NULL,
  status text NOT NULL DEFAULT 'live' CHECK (status IN ('draft', 'live', 'paused', 'archived', 'flagged')),
  title text,
  -- Destination of url codes (contract: url / target_url); NULL for other types.
  url text,
  -- Type-specific creation fields of non-url codes, flat as the contract names them (vcard_first_name, wifi_ssid, …).
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  notes text,
  expires_at timestamptz(3),
  -- Appearance (contract rule 1): black foreground and white background are stored as NULL.
  foreground_color text,
  background_color text,
  logo_file_id text,
  is_landing_page boolean NOT NULL DEFAULT false,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  ab_enabled boolean NOT NULL DEFAULT false,
  ab_target_url_b text,
  ab_weight_a real,
  total_scans bigint NOT NULL DEFAULT 0,
  -- Optimistic concurrency for PATCH (DESIGN.md: apply on the newest state, retry up to 3 times).
  version integer NOT NULL DEFAULT 1,
  created_by_key_id text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  deleted_at timestamptz(3),
  CONSTRAINT codes_short_code_key UNIQUE (short_code)
);
CREATE INDEX codes_workspace_created_idx ON codes (workspace_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX codes_organization_dynamic_idx ON codes (organization_id) WHERE deleted_at IS NULL AND is_dynamic;

-- Uploaded files: a code's logo (normalized 512x512 PNG) and, later, landing-page attachments.
CREATE TABLE files (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  workspace_id text NOT NULL REFERENCES workspaces (id),
  code_id text REFERENCES codes (id),
  purpose text NOT NULL CHECK (purpose IN ('logo', 'attachment')),
  filename text,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  -- SHA-256 of the bytes, hex: a strong ETag and a cheap "same logo" test.
  sha256 text NOT NULL,
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'public')),
  bytes bytea NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  deleted_at timestamptz(3)
);
CREATE INDEX files_workspace_created_idx ON files (workspace_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX files_code_idx ON files (code_id) WHERE deleted_at IS NULL;

-- Idempotency-Key records (DESIGN.md): same key and body within 24 h replays the first
-- response; another body, or a request while the first is in flight, is 409. In Postgres so
-- several server processes agree.
CREATE TABLE idempotency_keys (
  workspace_id text NOT NULL,
  idempotency_key text NOT NULL,
  -- Method, path and SHA-256 of the raw body: "the same request".
  request_fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'completed')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
