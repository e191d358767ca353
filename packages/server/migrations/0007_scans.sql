-- Scans of short links (scans issue). One row per served short-link GET, written in batches
-- by the scan recorder. No raw IP address is stored: `visitor_hash` is an HMAC of address and
-- user agent under a salt that changes every UTC day (scan_salts), so visitors are counted
-- per day without being trackable across days or re-identifiable from the table.
--
-- Citus-friendly: the distribution column candidate is code_id (every statistics and export
-- query filters on one code), so it leads the primary key and the indexes, and the table has
-- no foreign keys (a distributed table cannot reference a non-colocated one). Codes are only
-- ever soft-deleted, so scan rows never dangle.
CREATE TABLE scans (
  id text NOT NULL,
  code_id text NOT NULL,
  organization_id text NOT NULL,
  workspace_id text NOT NULL,
  scanned_at timestamptz(3) NOT NULL,
  -- ISO 3166-1 alpha-2; XX when unknown (private/unmapped address, no trusted header).
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  device_type text NOT NULL CHECK (device_type IN ('mobile', 'desktop', 'tablet', 'unknown')),
  os text NOT NULL,
  browser text NOT NULL,
  language text,
  ab_variant text CHECK (ab_variant IN ('a', 'b')),
  -- Destination of the redirect; NULL when a landing or content page was served.
  redirected_to text,
  is_bot boolean NOT NULL,
  visitor_hash text NOT NULL,
  -- The one key and the one per-code index: statistics (window range on one code), the scan
  -- list and the exports (keyset over (scanned_at, id)) all read it. The INCLUDE columns let
  -- the statistics query read the index alone once the visibility map is set (autovacuum),
  -- instead of visiting a heap page per scan. A separate (code_id, id) key next to it was a
  -- second B-tree written per scan: measured on PGlite, 47 µs of CPU per inserted row with
  -- both vs 35 µs with this one alone (ids are random and unique, so this key is too).
  PRIMARY KEY (code_id, scanned_at, id) INCLUDE (is_bot, visitor_hash, country, device_type, os, browser)
);
-- GET /organizations/usage: this month's non-bot scans of one organization (store/usage.ts).
-- Its upkeep measured ~1 µs of CPU per inserted row on PGlite (within the noise), so it stays
-- rather than a per-organization monthly counter table.
CREATE INDEX scans_organization_scanned_idx ON scans (organization_id, scanned_at) WHERE NOT is_bot;

-- The visitor-hash salt of each UTC day: random bytes made by whichever process needs the day
-- first (INSERT … ON CONFLICT DO NOTHING), so every process hashes a visitor alike that day.
-- Rows older than yesterday are deleted: once a day's salt is gone, its hashes cannot be
-- recomputed from an address.
CREATE TABLE scan_salts (
  day date PRIMARY KEY,
  salt text NOT NULL -- hex of 32 random bytes
);
