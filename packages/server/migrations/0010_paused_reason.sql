-- Why a code is paused (DESIGN.md "Link safety"): 'unsafe_link' when the link re-check job paused
-- it for a link classified unsafe; NULL when a person paused it, and whenever it is not paused.
ALTER TABLE codes ADD COLUMN paused_reason text CHECK (paused_reason IN ('unsafe_link'));

-- Codes the job paused before this column existed: their last status change is its `codes.flag`
-- audit entry (a later PATCH of the status would be a `codes.update` entry with `status`).
UPDATE codes c SET paused_reason = 'unsafe_link'
  FROM (SELECT DISTINCT ON (resource_id) resource_id, action FROM audit_logs
         WHERE resource_type = 'codes' AND changes ? 'status'
         ORDER BY resource_id, created_at DESC, id DESC) last_change
 WHERE last_change.resource_id = c.id AND last_change.action = 'codes.flag' AND c.status = 'paused';
