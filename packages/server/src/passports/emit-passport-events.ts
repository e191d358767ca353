import { passportStatusEvent } from '@quietzone/core';
import { type Passport } from '@quietzone/core/schemas';
import type { Db } from '../db/db';
import { emitEvents, type NewEvent } from '../events/emit-event';
import type { PassportRow } from './store/passports';

/**
 * The dpp.* events of one write (dpp.md, Events; data is the full passport): `first` (dpp.created
 * or dpp.updated), then dpp.published or dpp.archived when the status changed to that (a
 * passport created as published is a publication too).
 */
export async function emitPassportEvents(tx: Db, first: 'dpp.created' | 'dpp.updated', previousStatus: PassportRow['status'] | null, row: PassportRow, passport: Passport, at: string): Promise<void> {
  const event = (type: NewEvent['type']): NewEvent => ({ organizationId: row.organization_id, workspaceId: row.workspace_id, type, data: passport, at });
  const transition = passportStatusEvent(previousStatus ?? 'draft', row.status);
  await emitEvents(tx, transition === null ? [event(first)] : [event(first), event(transition)]);
}
