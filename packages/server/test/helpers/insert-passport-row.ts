import { gs1CheckDigit, passportBodyFromCreate, type PassportStatus } from '@quietzone/core';
import { createPassportSchema } from '@quietzone/core/schemas';
import type { Db } from '../../src/db/db';
import { newId } from '../../src/new-id';
import { claimGtin } from '../../src/gs1/store/gtin-claims';
import { insertPassport, type PassportRow } from '../../src/passports/store/passports';
import type { Tenant } from './test-app';

/** A GTIN-14 with a valid check digit from any number below 10^13 (distinct numbers, distinct GTINs). */
export function testGtin(n: number): string {
  const digits = String(n).padStart(13, '0');
  return `${digits}${gs1CheckDigit(digits)}`;
}

/**
 * A passport stored directly (no API call): `input` is a create body (validated by core's
 * schema, so fixtures stay realistic), `status` may also be `archived`, which no create allows.
 * Its GTIN is claimed for the tenant's organization unless another one owns it already (then
 * the passport is kept without resolving, as one stored before GTINs had owners).
 */
export async function insertPassportRow(db: Db, tenant: Tenant, input: Record<string, unknown>, status: PassportStatus = 'published', at = '2026-11-01T10:00:00.000Z'): Promise<PassportRow> {
  const body = passportBodyFromCreate(createPassportSchema.parse({ product_name: 'Test product', ...input }));
  await claimGtin(db, body.gtin, tenant.organizationId, at);
  const row = await insertPassport(db, {
    id: newId('dpp'),
    organizationId: tenant.organizationId,
    workspaceId: tenant.workspaceId,
    body: { ...body, status },
    createdByKeyId: null,
    createdAt: at,
  });
  if (!row) throw new Error(`insertPassportRow: a passport with this identity exists: ${JSON.stringify(input)}`);
  return row;
}
