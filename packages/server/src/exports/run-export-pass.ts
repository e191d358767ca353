import type { AppContext } from '../app/app-context';
import { claimExport } from './store/exports';
import { EXPORT_LEASE_MS, runExport } from './run-export';

/**
 * Claims and runs export jobs one after the other until none is waiting (or `signal` stops it);
 * the number run. Queued jobs, and running ones whose claim lapsed (a runner that died or was
 * stopped), are taken workspace by workspace, each's oldest first (exports/store/exports.ts claimExport).
 */
export async function runExportPass(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  let runs = 0;
  while (!signal?.aborted) {
    const now = ctx.clock.now();
    const job = await claimExport(ctx.db, now.toISOString(), new Date(now.getTime() + EXPORT_LEASE_MS).toISOString());
    if (!job) break;
    await runExport(ctx, job, signal);
    runs++;
  }
  return runs;
}
