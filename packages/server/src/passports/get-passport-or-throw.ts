import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';
import { foundOrThrow, resourceNotFound } from '../http/resource-not-found';
import { findPassport, type PassportRow } from './store/passports';

/** Who reads a passport: a key of its workspace, where a public key sees published passports only. */
export type PassportReader = Pick<AuthContext, 'workspaceId' | 'kind'>;

/** The reader's passport; else 404, also for a public key and a passport that is not published. */
export async function getPassportOrThrow(db: Db, reader: PassportReader, id: string): Promise<PassportRow> {
  return foundOrThrow(await findReadablePassport(db, reader, id), 'passport');
}

/** The passport of the reader's workspace that it may read; nothing otherwise. */
export async function findReadablePassport(db: Db, reader: PassportReader, id: string): Promise<PassportRow | undefined> {
  const row = await findPassport(db, reader.workspaceId, id);
  return row && (reader.kind !== 'public' || row.status === 'published') ? row : undefined;
}

/** The one 404 of a passport, whichever lookup misses it (its own routes, images, labels, edits). */
export function passportNotFound(): ApiError {
  return resourceNotFound('passport');
}
