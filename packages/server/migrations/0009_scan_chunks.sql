-- Scans stored in chunks plus daily rollups (scans issue: the redirect with every scan recorded
-- must stay at >= 70 % of a bare 302). A row per scan cost ~35-80 us of database CPU on
-- embedded PGlite, against a budget of a few us per redirect; now a flushed batch writes one
-- chunk row per code (and UTC day, and at most 60 s) holding up to a thousand scans, and adds
-- its counts to the rollups the statistics read. Codec: src/scans/scan-chunk.ts.
--
-- Citus-friendly like 0007: code_id leads every key and there are no foreign keys.

-- The raw scans: GET /codes/{id}/scans, the CSV and XLSX exports (decoded in the server).
CREATE TABLE scan_chunks (
  code_id text NOT NULL,
  id text NOT NULL,
  organization_id text NOT NULL,
  workspace_id text NOT NULL,
  -- Oldest and newest scan of the chunk: both on one UTC day, at most 60 s apart.
  first_at timestamptz(3) NOT NULL,
  last_at timestamptz(3) NOT NULL CHECK (last_at >= first_at AND last_at <= first_at + interval '60 seconds'),
  scan_count integer NOT NULL CHECK (scan_count > 0),
  -- Scans not flagged as bots: GET /organizations/usage counts these.
  human_count integer NOT NULL CHECK (human_count >= 0 AND human_count <= scan_count),
  payload text NOT NULL,
  PRIMARY KEY (code_id, first_at, id)
);
-- GET /organizations/usage: this month's human scans of one organization.
CREATE INDEX scan_chunks_organization_idx ON scan_chunks (organization_id, first_at) INCLUDE (human_count);

-- Scans and distinct visitors per code, UTC day and bot flag: by_day, the totals, scans_today.
-- `sketch` holds the day's visitors (src/scans/visitor-sketch.ts: their hash prefixes while
-- there are at most 2048, a HyperLogLog beyond), so a visitor seen again in a later batch or
-- by another process adds to `uniques` once; `uniques` is its count, kept for the statistics.
CREATE TABLE scan_days (
  code_id text NOT NULL,
  day date NOT NULL,
  is_bot boolean NOT NULL,
  scans bigint NOT NULL,
  uniques bigint NOT NULL,
  -- NULL only for a day migrated with more distinct visitors than an exact set holds: new
  -- visitors of that day are then added as they come, without deduplication.
  sketch text,
  PRIMARY KEY (code_id, day, is_bot)
);

-- Scans per code, UTC day, bot flag and (country, device type, OS, browser): by_country,
-- by_device, by_os and by_browser. A busy code has tens to hundreds of such rows a day, not
-- one per scan, so a 365-day window reads a few tens of thousands of rows at most.
CREATE TABLE scan_rollups (
  code_id text NOT NULL,
  day date NOT NULL,
  is_bot boolean NOT NULL,
  country text NOT NULL,
  device_type text NOT NULL,
  os text NOT NULL,
  browser text NOT NULL,
  scans bigint NOT NULL,
  PRIMARY KEY (code_id, day, is_bot, country, device_type, os, browser)
);

-- Scans recorded before this migration: one chunk per code and minute, each scan its own
-- profile, their ids kept (`i`).
INSERT INTO scan_chunks (code_id, id, organization_id, workspace_id, first_at, last_at, scan_count, human_count, payload)
SELECT code_id, 'scn_m' || md5(code_id || '/' || first_at::text), organization_id, workspace_id, first_at, max(scanned_at), count(*)::int,
       (count(*) FILTER (WHERE NOT is_bot))::int,
       json_build_object(
         'v', 1,
         't', json_agg(round(extract(epoch FROM scanned_at - previous_at) * 1000)::bigint ORDER BY scanned_at, id),
         'p', json_agg(pos - 1 ORDER BY scanned_at, id),
         'q', json_agg(json_build_array(country, device_type, os, browser, language, ab_variant, redirected_to, visitor_hash, CASE WHEN is_bot THEN 1 ELSE 0 END) ORDER BY scanned_at, id),
         'i', json_agg(id ORDER BY scanned_at, id)
       )::text
  FROM (SELECT s.*,
               min(scanned_at) OVER minute AS first_at,
               coalesce(lag(scanned_at) OVER (minute ORDER BY scanned_at, id), scanned_at) AS previous_at,
               row_number() OVER (minute ORDER BY scanned_at, id) AS pos
          FROM scans s
        WINDOW minute AS (PARTITION BY code_id, date_trunc('minute', scanned_at))) AS m
 GROUP BY code_id, organization_id, workspace_id, first_at;

INSERT INTO scan_days (code_id, day, is_bot, scans, uniques, sketch)
SELECT code_id, (scanned_at AT TIME ZONE 'UTC')::date, is_bot, count(*), count(DISTINCT visitor_hash),
       CASE WHEN count(DISTINCT left(visitor_hash, 11)) <= 2048 AND bool_and(visitor_hash ~ '^[A-Za-z0-9_-]{22}$')
            THEN 'e1:' || string_agg(DISTINCT left(visitor_hash, 11), '') END
  FROM scans GROUP BY 1, 2, 3;

INSERT INTO scan_rollups (code_id, day, is_bot, country, device_type, os, browser, scans)
SELECT code_id, (scanned_at AT TIME ZONE 'UTC')::date, is_bot, country, device_type, os, browser, count(*)
  FROM scans GROUP BY 1, 2, 3, 4, 5, 6, 7;

DROP TABLE scans;
