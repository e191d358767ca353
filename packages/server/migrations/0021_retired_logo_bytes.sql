-- A replaced or removed logo used to keep its bytes after it was marked deleted, outside the
-- storage quota (which counts live files only): 25 replacements of a 787 KB logo held 21.8 MB
-- nobody could see or free. Retiring a logo now empties its bytes as deleting an attachment
-- does (store/code-logos.ts); this empties those retired before. The rows stay for the audit
-- trail (file name, size, SHA-256).
UPDATE files SET bytes = ''::bytea WHERE purpose = 'logo' AND deleted_at IS NOT NULL AND octet_length(bytes) > 0;
