import type { RowBody } from './plain-row-body';
import { splitTags } from './plain-row-body';

/** The link shorteners whose CSV exports POST /codes/import reads as they come. */
export type ShortenerFormat = 'bitly' | 'shlink';

/** Header cells compared trimmed and lower-case: exports differ in capitalization over the years. */
export function headerKey(column: string): string {
  return column.trim().toLowerCase();
}

/** Bitly's destination column: "Long URL" in older exports, "Destination URL" in newer ones. */
const BITLY_URL_COLUMNS = ['long url', 'destination url'];
const BITLY_LINK_COLUMNS = ['bitlink', 'short url', 'short link', 'link'];
const BITLY_CREATED_COLUMNS = ['created', 'date created', 'created at', 'creation date'];
/** Shlink web client's "Export" (createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits). */
const SHLINK_COLUMNS = ['shortcode', 'longurl'];

/** Which shortener exported a file, from its header row; undefined for the plain columns. */
export function detectShortener(header: readonly string[]): ShortenerFormat | undefined {
  const keys = header.map(headerKey);
  if (SHLINK_COLUMNS.every((column) => keys.includes(column))) return 'shlink';
  if (keys.some((column) => BITLY_URL_COLUMNS.includes(column))) return 'bitly';
  return undefined;
}

const first = (cells: Readonly<Record<string, string>>, columns: readonly string[]) => columns.map((column) => cells[column]?.trim() ?? '').find((cell) => cell !== '') ?? '';

function optional(body: Record<string, unknown>, field: string, value: string): void {
  if (value !== '') body[field] = value;
}

/** Where the link came from, kept in `notes` (a created time or visit count has no field of ours). */
function provenance(source: string, parts: readonly (string | undefined)[]): string {
  const known = parts.filter((part): part is string => part !== undefined && part !== '');
  return known.length === 0 ? `Imported from ${source}.` : `Imported from ${source}: ${known.join(', ')}.`;
}

/**
 * A row of a Bitly export as a dynamic url code: destination, title, tags (`,`, `;` or `|`
 * separated), and the bitlink and its created time in `notes`. Bitly back-halves are not kept as
 * short codes: they belong to bit.ly, not to our domain.
 */
function bitlyRowBody(cells: Readonly<Record<string, string>>): RowBody {
  const body: Record<string, unknown> = { type: 'url' };
  optional(body, 'url', first(cells, BITLY_URL_COLUMNS));
  optional(body, 'title', first(cells, ['title']));
  const tags = splitTags(first(cells, ['tags']), /[,;|]/);
  if (tags.length > 0) body.tags = tags;
  const link = first(cells, BITLY_LINK_COLUMNS);
  const created = first(cells, BITLY_CREATED_COLUMNS);
  body.notes = provenance('Bitly', [link, created && `created ${created}`]);
  return { ok: true, body };
}

/**
 * A row of a Shlink web-client export as a dynamic url code: longUrl, title, tags (`|`
 * separated, as the web client joins them); its shortCode is kept when free (Shlink runs on its
 * owner's domain, which may now point here); short URL, creation time and visits go to `notes`.
 */
function shlinkRowBody(cells: Readonly<Record<string, string>>): RowBody {
  const body: Record<string, unknown> = { type: 'url' };
  optional(body, 'url', first(cells, ['longurl']));
  optional(body, 'title', first(cells, ['title']));
  const tags = splitTags(first(cells, ['tags']), '|');
  if (tags.length > 0) body.tags = tags;
  const created = first(cells, ['createdat']);
  const visits = first(cells, ['visits']);
  body.notes = provenance('Shlink', [first(cells, ['shorturl']), created && `created ${created}`, visits && `${visits} visits`]);
  const shortCode = first(cells, ['shortcode']);
  return shortCode === '' ? { ok: true, body } : { ok: true, body, shortCode };
}

/** A shortener export's row (cells keyed by {@link headerKey}) as a creation body. */
export function shortenerRowBody(format: ShortenerFormat, cells: Readonly<Record<string, string>>): RowBody {
  return format === 'bitly' ? bitlyRowBody(cells) : shlinkRowBody(cells);
}
