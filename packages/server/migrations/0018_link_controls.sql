-- Link controls of dynamic url codes: destination rules, a password, scan limits.
--
-- rules: the ordered list `[{ when, url }]` as the API validated it (core's linkRulesSchema);
--   `[]` when the code has none.
-- password_hash: `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>` (codes/code-password.ts);
--   the password itself is never stored.
-- max_scans: after this many human scans the short link answers 410.
-- limit_scans: human scans admitted by the short link while max_scans was set, counted when
--   served (one conditional UPDATE per admitted scan, store/short-links.ts), so every process
--   sees the same count without waiting for the scan recorder's flush. The limit compares
--   GREATEST(limit_scans, total_scans): scans recorded before a limit was set count too.
-- active_from: before this instant the short link answers 404 "not active yet".
ALTER TABLE codes
  ADD COLUMN rules jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN password_hash text,
  ADD COLUMN max_scans integer CHECK (max_scans > 0),
  ADD COLUMN limit_scans bigint NOT NULL DEFAULT 0,
  ADD COLUMN active_from timestamptz(3);
