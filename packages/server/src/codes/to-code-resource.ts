import { presentUtm, type Code } from '@quietzone/core/schemas';
import type { CodeRow } from './store/codes';
import { appearanceResource } from './code-appearance';

/**
 * A code as every codes endpoint (and the qr.created/qr.updated events) shows it: every field
 * of the contract's table, with both names where it has two (DESIGN.md): `short_url` and
 * `redirect_url`, `url` and `target_url`, `image_*_url` and `images`. Image routes are
 * `{PUBLIC_URL}/v1/codes/<short_code>/qr.<ext>`; the short link `{PUBLIC_URL}/<short_code>`.
 * Type-specific content fields come back flat, as created.
 */
export function toCodeResource(row: CodeRow, publicUrl: string): Code {
  const shortUrl = `${publicUrl}/${row.short_code}`;
  const image = (ext: string) => `${publicUrl}/v1/codes/${encodeURIComponent(row.short_code)}/qr.${ext}`;
  const images = { svg: image('svg'), png: image('png'), pdf: image('pdf'), eps: image('eps') };
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    short_code: row.short_code,
    short_url: shortUrl,
    redirect_url: shortUrl,
    image_svg_url: images.svg,
    image_png_url: images.png,
    image_pdf_url: images.pdf,
    image_eps_url: images.eps,
    images,
    type: row.type,
    url: row.url,
    target_url: row.url,
    ...row.content,
    title: row.title,
    is_dynamic: row.is_dynamic,
    status: row.status as Code['status'],
    paused_reason: row.paused_reason as Code['paused_reason'],
    total_scans: row.total_scans,
    tags: row.tags,
    notes: row.notes,
    expires_at: row.expires_at,
    appearance: appearanceResource(row),
    logo_file_id: row.logo_file_id,
    ...scanBehaviour(row),
    has_password: row.password_hash !== null,
    max_scans: row.max_scans,
    active_from: row.active_from,
    utm: presentUtm(row.utm),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * What a scan of the code does besides its destination, as stored: the landing page and its
 * links, the A/B split, the rules. Links as `{ label, url }`: jsonb keeps keys in its own order,
 * and a link is compared and shown in this one.
 */
export function scanBehaviour(row: CodeRow): Pick<CodeRow, 'is_landing_page' | 'links' | 'ab_enabled' | 'ab_target_url_b' | 'ab_weight_a' | 'rules'> {
  return {
    is_landing_page: row.is_landing_page,
    links: row.links.map((link) => ({ label: link.label, url: link.url })),
    ab_enabled: row.ab_enabled,
    ab_target_url_b: row.ab_target_url_b,
    ab_weight_a: row.ab_weight_a,
    rules: row.rules,
  };
}
