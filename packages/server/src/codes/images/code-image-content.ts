import { buildPayload, type CodeContent, type PayloadResult } from '@quietzone/core';

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
 * WIFI string…). A failure value when a stored static code cannot be encoded: only a
 * hand-edited row can get there, since creation validates the same content, and the image
 * routes answer it with 422 rather than 500.
 */
export function codeImageContent(row: CodeContentRow, publicUrl: string): PayloadResult {
  if (row.is_dynamic) return { ok: true, payload: `${publicUrl}/${row.short_code}` };
  return buildPayload(storedCodeContent(row));
}

/** A stored code's content as the flat creation fields (core's `CodeContent`): `url` lives in its own column. */
export function storedCodeContent(row: Pick<CodeContentRow, 'type' | 'url' | 'content'>): CodeContent {
  return (row.type === 'url' ? { type: 'url', url: row.url ?? '' } : { ...row.content, type: row.type }) as CodeContent;
}
