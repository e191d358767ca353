import { evaluateCompliance, PASSPORT_CATEGORIES, type ScanWindow } from '@quietzone/core';
import { TOP_PASSPORTS, type WorkspacePassportStats } from '@quietzone/core/schemas';
import type { Db } from '../db/db';
import { type PassportComplianceRow, readPassportCompliancePage, readPassportScanDays, readTopScannedPassports, type PassportStatsScope } from './store/passport-stats';

/** Passports evaluated per page: bounded memory for a workspace of any plan. */
const PAGE_SIZE = 1000;

/**
 * GET /workspace/stats/dpp (dpp.md, "Endpoints"). Decisions where dpp.md is silent:
 * - `passports`, `compliance` and `by_category` count the passports as they are now (any
 *   age: not the window), so `total` = draft + published + archived = compliant + incomplete
 *   = the sum of `by_category`.
 * - `by_category` is the number of passports per category, every category named (zeros
 *   included), so a client can chart it without knowing which categories exist.
 * - `compliance` is each passport's `eu_compliance.status`, evaluated by core as every answer
 *   does (it is not stored): drafts and archived passports count too, a draft is what gets
 *   completed before publishing.
 * - `scans` are the resolver scans of the window (bots only with include_bots, as the code
 *   stats), every date listed; `top_passports` the ten with the most scans in the window,
 *   most first (ties by id), passports without scans left out.
 * - A public key sees published passports only, as on GET /dpp (`scope.publishedOnly`).
 */
export async function workspacePassportStats(
  db: Db,
  scope: PassportStatsScope,
  input: { window: ScanWindow; includeBots: boolean },
): Promise<WorkspacePassportStats> {
  const tally = emptyPassportTally();
  for (let afterId = ''; ; ) {
    const page = await readPassportCompliancePage(db, scope, { afterId, limit: PAGE_SIZE });
    for (const row of page) countPassport(tally, row);
    if (page.length < PAGE_SIZE) break;
    afterId = page.at(-1)!.id;
  }
  const days = await readPassportScanDays(db, scope, input);
  const top = await readTopScannedPassports(db, scope, { ...input, limit: TOP_PASSPORTS });
  return {
    ...tally,
    scans: { total: days.reduce((sum, day) => sum + day.scans, 0), days },
    top_passports: top,
  };
}

/** The counts of GET /workspace/stats/dpp that are not about scans. */
export type PassportTally = Pick<WorkspacePassportStats, 'passports' | 'compliance' | 'by_category'>;

export function emptyPassportTally(): PassportTally {
  return {
    passports: { total: 0, draft: 0, published: 0, archived: 0 },
    compliance: { compliant: 0, incomplete: 0 },
    by_category: Object.fromEntries(PASSPORT_CATEGORIES.map((category) => [category, 0])) as PassportTally['by_category'],
  };
}

/** Counts one passport in its status, its compliance status (core evaluates it) and its category. */
export function countPassport(tally: PassportTally, row: PassportComplianceRow): void {
  tally.passports.total += 1;
  tally.passports[row.status] += 1;
  tally.by_category[row.category] += 1;
  tally.compliance[evaluateCompliance(row).status] += 1;
}
