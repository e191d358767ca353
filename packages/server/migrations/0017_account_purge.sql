-- DELETE /v1/account (dpp.md): the organization is soft-deleted at once and every row of it is
-- removed once purge_after has passed (jobs/purge-deleted-accounts.ts). NULL: not scheduled —
-- DELETE /organizations/{id} keeps its rows (contract, "Organization and workspace").
ALTER TABLE organizations ADD COLUMN purge_after timestamptz(3);
CREATE INDEX organizations_purge_after_idx ON organizations (purge_after) WHERE purge_after IS NOT NULL;
