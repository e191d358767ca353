-- Which organization's key created an organization through POST /organizations (NULL for the
-- bootstrap organization and seeds): one organization's keys may create at most
-- max_created_organizations live ones (core plan-limits.ts).
ALTER TABLE organizations ADD COLUMN created_by_organization_id text REFERENCES organizations (id);
CREATE INDEX organizations_created_by_idx ON organizations (created_by_organization_id) WHERE created_by_organization_id IS NOT NULL AND deleted_at IS NULL;
