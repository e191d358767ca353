-- Branded domains: a workspace's custom_domain is served only once its owner has proved control
-- of it with a DNS TXT record (_quietzone.<domain> = domain_token). domain_status is NULL
-- without a domain; pending until the first successful check; verified; failed when a check
-- finds the record gone. A verified domain that fails keeps serving for a grace period counted
-- from domain_failing_since (workspaces/domain-serving.ts), so a DNS hiccup does not break
-- printed codes at once.
ALTER TABLE workspaces
  ADD COLUMN domain_status text CHECK (domain_status IN ('pending', 'verified', 'failed')),
  ADD COLUMN domain_token text,
  ADD COLUMN domain_checked_at timestamptz(3),
  ADD COLUMN domain_failing_since timestamptz(3);

-- Domains set before they were verified: pending, each with its own token.
UPDATE workspaces
   SET domain_status = 'pending', domain_token = replace(gen_random_uuid()::text, '-', '')
 WHERE custom_domain IS NOT NULL;

-- One workspace per domain across the instance. Until now the field was stored and never
-- served, so two live workspaces may name the same domain: the oldest keeps it, the others
-- lose a value that never did anything.
UPDATE workspaces w
   SET custom_domain = NULL, domain_status = NULL, domain_token = NULL
 WHERE w.custom_domain IS NOT NULL AND w.archived_at IS NULL
   AND EXISTS (
     SELECT 1 FROM workspaces o
      WHERE o.custom_domain = w.custom_domain AND o.archived_at IS NULL
        AND (o.created_at, o.id) < (w.created_at, w.id));

-- Archived workspaces release their domain, as deleted organizations release their slug.
CREATE UNIQUE INDEX workspaces_custom_domain_key ON workspaces (custom_domain) WHERE archived_at IS NULL;
