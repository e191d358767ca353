import type { Db } from '../../src/db/db';
import { newId } from '../../src/new-id';
import type { Tenant } from './test-app';

export interface CodeRowInput {
  readonly type?: string;
  readonly is_dynamic?: boolean;
  readonly status?: string;
  readonly title?: string | null;
  readonly url?: string | null;
  readonly content?: Record<string, unknown>;
  readonly expires_at?: string | null;
  readonly foreground_color?: string | null;
  readonly background_color?: string | null;
  readonly is_landing_page?: boolean;
  readonly links?: readonly unknown[];
  readonly ab_enabled?: boolean;
  readonly ab_target_url_b?: string | null;
  readonly ab_weight_a?: number | null;
  readonly deleted_at?: string | null;
  readonly short_code?: string;
}

export interface InsertedCode {
  readonly id: string;
  readonly shortCode: string;
}

/**
 * A code row written straight with SQL, for tests of the image routes, short links and logos
 * (independent of the codes API). Defaults: a live dynamic url code to https://example.com/.
 */
export async function insertCodeRow(db: Db, tenant: Tenant, input: CodeRowInput = {}): Promise<InsertedCode> {
  const id = newId('qr');
  const shortCode = input.short_code ?? newId('s').slice(2, 12).replace(/[^A-Za-z0-9]/g, 'x');
  await db.query(
    `INSERT INTO codes (id, organization_id, workspace_id, short_code, type, is_dynamic, status, title, url, content,
                        expires_at, foreground_color, background_color, is_landing_page, links, ab_enabled,
                        ab_target_url_b, ab_weight_a, deleted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::timestamptz, $12, $13, $14, $15::jsonb, $16, $17, $18, $19::timestamptz)`,
    [
      id,
      tenant.organizationId,
      tenant.workspaceId,
      shortCode,
      input.type ?? 'url',
      input.is_dynamic ?? true,
      input.status ?? 'live',
      input.title ?? null,
      input.url === undefined ? ((input.type ?? 'url') === 'url' ? 'https://example.com/' : null) : input.url,
      JSON.stringify(input.content ?? {}),
      input.expires_at ?? null,
      input.foreground_color ?? null,
      input.background_color ?? null,
      input.is_landing_page ?? false,
      JSON.stringify(input.links ?? []),
      input.ab_enabled ?? false,
      input.ab_target_url_b ?? null,
      input.ab_weight_a ?? null,
      input.deleted_at ?? null,
    ],
  );
  return { id, shortCode };
}
