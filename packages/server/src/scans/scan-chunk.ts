import type { DeviceType } from '@quietzone/core/schemas';

/**
 * Everything about a scan but its time: the code, where and on what it was scanned, where it
 * went and who (as a hash) scanned it. A visitor scanning a code again and again has one
 * profile, so a chunk stores it once.
 */
export interface ScanProfile {
  readonly code_id: string;
  readonly organization_id: string;
  readonly workspace_id: string;
  readonly country: string;
  readonly device_type: DeviceType;
  readonly os: string;
  readonly browser: string;
  readonly language: string | null;
  readonly ab_variant: 'a' | 'b' | null;
  readonly redirected_to: string | null;
  readonly is_bot: boolean;
  readonly visitor_hash: string;
  /** Index of the destination rule that chose the redirect; null or absent when none did. */
  readonly rule?: number | null;
}

/** A scan to store: its profile (shared by reference among scans alike) and its time. */
export interface NewScan {
  readonly profile: ScanProfile;
  /** Epoch milliseconds. */
  readonly at: number;
  /** Kept as given (scans written before chunks, tests); by default the chunk's id and the scan's position. */
  readonly id?: string;
}

/** One scan as read back: the API record plus tenancy and the visitor hash. */
export interface ScanRow extends ScanProfile {
  readonly id: string;
  /** ISO 8601 UTC with milliseconds. */
  readonly scanned_at: string;
}

/** A row of the `scan_chunks` table (migration 0009). */
export interface ScanChunkRow {
  id: string;
  code_id: string;
  organization_id: string;
  workspace_id: string;
  first_at: string;
  last_at: string;
  scan_count: number;
  human_count: number;
  payload: string;
}

/** A chunk to insert, with the scans it holds grouped by profile (for the rollups). */
export interface EncodedChunk {
  readonly row: ScanChunkRow;
  /** UTC date of every scan of the chunk. */
  readonly day: string;
  readonly profiles: readonly { readonly profile: ScanProfile; readonly scans: number }[];
}

/**
 * The widest time a chunk spans. Reading scans in time order walks chunks by `first_at`, and
 * this bound tells when no later-read chunk can hold a scan that belongs before the ones
 * already read (scans/store/scans.ts).
 */
export const CHUNK_SPAN_MS = 60_000;

/** A UTC day: chunks never cross its boundaries. */
export const DAY_MS = 86_400_000;

/**
 * Scans are stored in chunks: one row per code, UTC day and at most CHUNK_SPAN_MS of a batch,
 * holding its scans oldest first. A row per scan cost ~35–80 µs of database CPU on embedded
 * PGlite against a budget of a few µs per redirect (bench/README.md); a chunk costs one row
 * for a busy code's whole batch.
 *
 * Payload (JSON), version 1: `t` holds each scan's milliseconds after the scan before it (the
 * first: after `first_at`, so 0), and `p` the index of its profile in `q`, left out when the
 * chunk has one profile (one visitor, the usual chunk of a quiet code); a profile is `[country, device_type, os, browser, language,
 * ab_variant, redirected_to, visitor_hash, is_bot (0/1), rule?]` (`rule`, the matched destination rule's index, only
 * when one matched: older payloads and scans without a rule read as null), each text either an index into the
 * chunk's string table `s` (so a URL shared by a thousand visitors is stored once), a string,
 * or null. `i` holds explicit ids when there are any; otherwise a scan's id is the chunk's id
 * and its position (chunkScanId).
 */
interface Payload {
  v: 1;
  t: number[];
  p?: number[];
  q: ProfileCells[];
  s?: string[];
  i?: string[];
}

type Text = number | string | null;
type ProfileCells = [Text, Text, Text, Text, Text, Text, Text, Text, 0 | 1, number?];

/** The id of the scan at `position` of the chunk `chunkId`; padded so the ids of a chunk sort by position. */
export function chunkScanId(chunkId: string, position: number): string {
  return chunkId + position.toString(36).padStart(6, '0');
}

/**
 * Cuts scans into chunks: grouped by code, sorted by time (stable: equal times keep their
 * order), cut at every UTC midnight and wherever a chunk would span more than CHUNK_SPAN_MS.
 */
export function chunkScans(scans: readonly NewScan[], newChunkId: () => string): EncodedChunk[] {
  const byCode = new Map<string, NewScan[]>();
  for (const scan of scans) {
    if (!Number.isSafeInteger(scan.at)) throw new RangeError(`scan time is not epoch milliseconds: ${scan.at}`);
    const list = byCode.get(scan.profile.code_id);
    if (list) list.push(scan);
    else byCode.set(scan.profile.code_id, [scan]);
  }
  const chunks: EncodedChunk[] = [];
  for (const list of byCode.values()) {
    list.sort((a, b) => a.at - b.at);
    let start = 0;
    for (let index = 1; index <= list.length; index++) {
      const first = list[start]!.at;
      const next = list[index];
      if (next && Math.floor(next.at / DAY_MS) === Math.floor(first / DAY_MS) && next.at - first <= CHUNK_SPAN_MS) continue;
      chunks.push(encodeChunk(list.slice(start, index), newChunkId()));
      start = index;
    }
  }
  return chunks;
}

function encodeChunk(scans: readonly NewScan[], id: string): EncodedChunk {
  const firstAt = scans[0]!.at;
  const strings: string[] = [];
  const times: number[] = [];
  const kinds: number[] = [];
  const payload: Payload = { v: 1, t: times, p: kinds, q: [], s: strings };
  const stringIndexes = new Map<string, number>();
  const text = (value: string | null): Text => {
    if (value === null) return null;
    let index = stringIndexes.get(value);
    if (index === undefined) {
      index = strings.length;
      strings.push(value);
      stringIndexes.set(value, index);
    }
    return index;
  };
  const profiles = new Map<ScanProfile, { index: number; scans: number }>();
  let humans = 0;
  let previous = firstAt;
  for (const scan of scans) {
    let entry = profiles.get(scan.profile);
    if (entry === undefined) {
      entry = { index: payload.q.length, scans: 0 };
      profiles.set(scan.profile, entry);
      const { country, device_type, os, browser, language, ab_variant, redirected_to, visitor_hash, is_bot, rule } = scan.profile;
      const cells: ProfileCells = [text(country), text(device_type), text(os), text(browser), text(language), text(ab_variant), text(redirected_to), text(visitor_hash), is_bot ? 1 : 0];
      if (typeof rule === 'number') cells.push(rule);
      payload.q.push(cells);
    }
    entry.scans++;
    times.push(scan.at - previous);
    previous = scan.at;
    kinds.push(entry.index);
    if (!scan.profile.is_bot) humans++;
  }
  if (payload.q.length === 1) delete payload.p;
  if (scans.some((scan) => scan.id !== undefined)) payload.i = scans.map((scan, position) => scan.id ?? chunkScanId(id, position));
  const { code_id, organization_id, workspace_id } = scans[0]!.profile;
  const first = new Date(firstAt).toISOString();
  return {
    row: {
      id,
      code_id,
      organization_id,
      workspace_id,
      first_at: first,
      last_at: new Date(scans[scans.length - 1]!.at).toISOString(),
      scan_count: scans.length,
      human_count: humans,
      payload: JSON.stringify(payload),
    },
    day: first.slice(0, 10),
    profiles: [...profiles].map(([profile, entry]) => ({ profile, scans: entry.scans })),
  };
}

/** The scans of a stored chunk in stored order (oldest first). Throws on a payload it cannot read. */
export function decodeChunk(chunk: Pick<ScanChunkRow, 'id' | 'code_id' | 'organization_id' | 'workspace_id' | 'first_at' | 'payload'>): ScanRow[] {
  const payload = JSON.parse(chunk.payload) as Payload;
  if (payload.v !== 1 || !Array.isArray(payload.t) || !Array.isArray(payload.q) || (payload.p === undefined ? payload.q.length !== 1 : !Array.isArray(payload.p))) {
    throw new Error(`scan chunk ${chunk.id}: unreadable payload`);
  }
  const tenancy = { code_id: chunk.code_id, organization_id: chunk.organization_id, workspace_id: chunk.workspace_id };
  const strings = payload.s ?? [];
  const read = (value: Text): string | null => {
    if (typeof value !== 'number') return value;
    const text = strings[value];
    if (text === undefined) throw new Error(`scan chunk ${chunk.id}: string ${value} missing`);
    return text;
  };
  const profiles = payload.q.map(
    ([country, device_type, os, browser, language, ab_variant, redirected_to, visitor_hash, is_bot, rule]): ScanProfile => ({
      ...tenancy,
      country: read(country) ?? 'XX',
      device_type: (read(device_type) ?? 'unknown') as DeviceType,
      os: read(os) ?? 'unknown',
      browser: read(browser) ?? 'unknown',
      language: read(language),
      ab_variant: read(ab_variant) as 'a' | 'b' | null,
      redirected_to: read(redirected_to),
      visitor_hash: read(visitor_hash) ?? '',
      is_bot: is_bot === 1,
      // Only when one matched: rows of scans without a rule read back exactly as written.
      ...(typeof rule === 'number' ? { rule } : {}),
    }),
  );
  let at = Date.parse(chunk.first_at);
  const kinds = payload.p;
  return payload.t.map((delta, position) => {
    const profile = profiles[kinds === undefined ? 0 : kinds[position]!];
    if (!profile) throw new Error(`scan chunk ${chunk.id}: scan ${position} names no profile`);
    at += delta;
    return { id: payload.i?.[position] ?? chunkScanId(chunk.id, position), scanned_at: new Date(at).toISOString(), ...profile };
  });
}

/** Orders scans by (scanned_at, id) as the list cursor does: ids in code-unit order. */
export function compareScans(a: Pick<ScanRow, 'scanned_at' | 'id'>, b: Pick<ScanRow, 'scanned_at' | 'id'>): number {
  if (a.scanned_at !== b.scanned_at) return a.scanned_at < b.scanned_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A scan as a flat row; without an id it gets its chunk's id and its position. */
export type NewScanRow = Omit<ScanRow, 'id'> & { readonly id?: string };

/** A scan given as a flat row (tests, imports): each row its own profile, its id kept if it has one. */
export function newScanOf(row: NewScanRow): NewScan {
  const { id, scanned_at, ...profile } = row;
  const at = Date.parse(scanned_at);
  if (Number.isNaN(at)) throw new RangeError(`scanned_at is not a date: ${scanned_at}`);
  return id === undefined ? { profile, at } : { profile, at, id };
}
