-- UTM parameters of dynamic url codes: `{ source?, medium?, campaign?, term?, content? }`,
-- only the keys that are set (`{}` when none). The short link appends them to every
-- destination it redirects to (core's appendUtm), never over a parameter the URL has.
ALTER TABLE codes ADD COLUMN utm jsonb NOT NULL DEFAULT '{}'::jsonb;
