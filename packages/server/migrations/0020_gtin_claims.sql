-- One owner per GTIN on the instance (dpp.md, "The passport resource"): the organization that
-- first claimed it with a passport of any status. Written in the same transaction as the
-- passport that claims it; the primary key makes two organizations racing for one GTIN end
-- with exactly one owner. A claim ends only when its organization is purged (DELETE /account)
-- or the instance operator moves it (`quietzone gs1 transfer`); deleting a draft keeps it,
-- because the draft's label may already be printed.
CREATE TABLE gtin_claims (
  gtin text PRIMARY KEY CHECK (gtin ~ '^[0-9]{14}$'),
  organization_id text NOT NULL REFERENCES organizations (id),
  claimed_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX gtin_claims_organization_idx ON gtin_claims (organization_id);

-- Passports stored before this migration: the oldest passport of each GTIN (created_at, then
-- id) names its owner. The passports of other organizations with that GTIN are kept as they
-- are (nothing is deleted or unpublished), but they no longer resolve publicly and their
-- organization cannot publish or edit them; `quietzone migrate` and `serve` log them as a
-- warning and `quietzone gs1 conflicts` lists them until the operator settles each GTIN.
INSERT INTO gtin_claims (gtin, organization_id, claimed_at)
SELECT DISTINCT ON (gtin) gtin, organization_id, created_at
  FROM passports
 ORDER BY gtin, created_at, id;

-- The conflicts report and the resolver's owner check look passports up by GTIN and organization.
CREATE INDEX passports_gtin_organization_idx ON passports (gtin, organization_id);
