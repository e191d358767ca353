import type { AppContext } from '../app/app-context';
import { ApiError } from '../http/api-error';
import { findExport, type ExportRow } from './store/exports';
import type { ExportResource } from '@quietzone/core/schemas';

/**
 * The workspace's export, as its routes find it: nothing for none (or another workspace's), so
 * 404. Past its expiry it is 410 Gone, status and download alike, until the retention job
 * deletes it; after that it is 404 like any id never seen — the result is gone either way, 410
 * only says so while the row is still there.
 */
export async function findUnexpiredExport(ctx: Pick<AppContext, 'db' | 'clock'>, workspaceId: string, id: string): Promise<ExportRow | undefined> {
  const row = await findExport(ctx.db, workspaceId, id);
  if (row && row.expires_at !== null && Date.parse(row.expires_at) <= ctx.clock.now().getTime()) {
    throw new ApiError('gone', 'This export has expired: results are kept for 24 hours. Create it again.');
  }
  return row;
}

export function toExportResource(row: ExportRow, publicUrl: string): ExportResource {
  return {
    id: row.id,
    status: row.status,
    progress: { done: row.done, total: row.total },
    download_url: row.status === 'done' ? `${publicUrl}/v1/exports/${row.id}/download` : null,
    expires_at: row.expires_at,
    error: row.error,
    size_bytes: row.size_bytes,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}
