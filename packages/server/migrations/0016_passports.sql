-- Digital product passports (shared/dpp.md, "The passport resource") and every version of each.
-- Structured fields are jsonb in the complete shape of core's PassportBody (absent optional
-- fields stored as null or empty), so a row maps to the resource without defaults in code.
CREATE TABLE passports (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id),
  workspace_id text NOT NULL REFERENCES workspaces (id),
  -- Always the GTIN-14 (core parseGtin normalizes 8/12/13 digits).
  gtin text NOT NULL CHECK (gtin ~ '^[0-9]{14}$'),
  -- GS1 AI 10 and AI 21 values (1 to 20 characters of character set 82); NULL when absent, never ''.
  lot text CHECK (lot <> ''),
  serial text CHECK (serial <> ''),
  category text NOT NULL CHECK (category IN ('battery', 'textile', 'electronics', 'generic')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  product_name text NOT NULL,
  brand text,
  description text,
  manufacturer jsonb,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  restricted_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  documents jsonb NOT NULL DEFAULT '[]'::jsonb,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- 1 on create, +1 on every change; also the optimistic concurrency token of PATCH.
  version integer NOT NULL DEFAULT 1,
  created_by_key_id text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  -- First publication; kept when archived and published again.
  published_at timestamptz(3)
);
-- One passport per identity and workspace; lot and serial are never '' (CHECK above), so
-- coalescing them to '' makes NULLs equal without a PostgreSQL 15 NULLS NOT DISTINCT index.
CREATE UNIQUE INDEX passports_workspace_identity_key ON passports (workspace_id, gtin, coalesce(lot, ''), coalesce(serial, ''));
-- The resolver's lookup (exact key, then walked up) among passports that resolve publicly.
CREATE INDEX passports_resolver_idx ON passports (gtin, coalesce(lot, ''), coalesce(serial, '')) WHERE status IN ('published', 'archived');
CREATE INDEX passports_workspace_created_idx ON passports (workspace_id, created_at DESC, id DESC);
-- Plan limit max_passports counts per organization.
CREATE INDEX passports_organization_idx ON passports (organization_id);

-- Every version of every passport (GET /dpp/{id}?version=N): the passport row as jsonb,
-- written in the same transaction as the insert or update that produced it. Deleting a
-- draft deletes its versions with it.
CREATE TABLE passport_versions (
  passport_id text NOT NULL REFERENCES passports (id) ON DELETE CASCADE,
  version integer NOT NULL,
  passport jsonb NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (passport_id, version)
);
