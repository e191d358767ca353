/**
 * Opaque pagination cursors over the tuple (created_at, id) (contract, "Pagination" rule 2):
 * base64url of `<created_at>|<id>`. Legacy raw-timestamp cursors are still accepted and carry
 * no id. Decoding never throws: an unreadable cursor is a value, which the server maps to 400.
 */
import { isStorableInstant } from './internal/storable-instant';

export interface CursorPosition {
  /** ISO 8601 UTC timestamp with milliseconds. */
  readonly createdAt: string;
  /** Null for a legacy raw-timestamp cursor: the page then starts strictly before createdAt. */
  readonly id: string | null;
}

export type CursorDecodeResult =
  | { readonly ok: true; readonly position: CursorPosition }
  | { readonly ok: false; readonly code: 'unreadable_cursor' };

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const UNREADABLE = { ok: false, code: 'unreadable_cursor' } as const;

export function encodeCursor(position: { readonly createdAt: string; readonly id: string }): string {
  const bytes = new TextEncoder().encode(`${position.createdAt}|${position.id}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string): CursorDecodeResult {
  const legacy = normalizeTimestamp(cursor);
  if (legacy !== undefined) return { ok: true, position: { createdAt: legacy, id: null } };
  if (!BASE64URL.test(cursor)) return UNREADABLE;
  let text: string;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return UNREADABLE;
  }
  const separator = text.indexOf('|');
  if (separator < 0) return UNREADABLE;
  const createdAt = normalizeTimestamp(text.slice(0, separator));
  const id = text.slice(separator + 1);
  // PostgreSQL text cannot hold U+0000 (the id is compared as text).
  if (createdAt === undefined || id.length === 0 || id.includes('\u0000')) return UNREADABLE;
  return { ok: true, position: { createdAt, id } };
}

/** The timestamp in the canonical `YYYY-MM-DDTHH:MM:SS.sssZ` form, or undefined if unreadable. */
function normalizeTimestamp(value: string): string | undefined {
  if (!ISO_TIMESTAMP.test(value)) return undefined;
  const time = Date.parse(value);
  return isStorableInstant(time) ? new Date(time).toISOString() : undefined;
}
