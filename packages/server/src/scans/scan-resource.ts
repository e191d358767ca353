import type { Scan } from '@quietzone/core/schemas';
import type { ScanRow } from './scan-chunk';

/** The API record of a scan (no organization, workspace or visitor hash). */
export function scanResource(row: ScanRow): Scan {
  return {
    id: row.id,
    code_id: row.code_id,
    scanned_at: row.scanned_at,
    country: row.country,
    device_type: row.device_type,
    os: row.os,
    browser: row.browser,
    language: row.language,
    ab_variant: row.ab_variant,
    redirected_to: row.redirected_to,
    rule: row.rule ?? null,
    is_bot: row.is_bot,
  };
}
