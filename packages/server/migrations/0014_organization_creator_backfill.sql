-- Organizations created through POST /organizations before 0013_organization_creator: the
-- first key of such an organization was created by a key of its creator (api_keys
-- created_by_key_id), so they count against their creator's max_created_organizations too.
UPDATE organizations o
   SET created_by_organization_id = creator.organization_id
  FROM api_keys k
  JOIN api_keys creator ON creator.id = k.created_by_key_id
 WHERE k.organization_id = o.id
   AND creator.organization_id <> o.id
   AND o.created_by_organization_id IS NULL;
