import { buildPayload, type CodeContent } from '@quietzone/core';

/** The fields of a code row that decide what its image encodes. */
export interface CodeContentRow {
  readonly short_code: string;
  readonly type: string;
  readonly is_dynamic: boolean;
  readonly url: string | null;
  readonly content: Readonly<Record<string, unknown>>;
}

/**
 * The text a code's image encodes (DESIGN.md, creation types): a dynamic code its short link
 * `{redirect_base_url}/<short_code>`, a static code its content (the URL itself, a vCard, a
 * WIFI string…). Throws when a stored static code cannot be encoded: only a hand-edited
 * row can get there, since creation validates the same content.
 */
export function codeImageContent(row: CodeContentRow, publicUrl: string): string {
  if (row.is_dynamic) return `${publicUrl}/${row.short_code}`;
  const content = (row.type === 'url' ? { type: 'url', url: row.url ?? '' } : { ...row.content, type: row.type }) as CodeContent;
  const result = buildPayload(content);
  if (!result.ok) throw new Error(`code ${row.short_code} has unencodable content: ${result.failure.field}: ${result.failure.message}`);
  return result.payload;
}
