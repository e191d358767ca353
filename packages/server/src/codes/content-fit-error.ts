import { Buffer } from 'node:buffer';
import { type CodeContent, type ContentType, type ErrorCorrection, type FieldError } from '@quietzone/core';
import { CONTENT_FIELDS } from '@quietzone/core/schemas';
import { fitsQr } from '@quietzone/render';
import { codeImageContent, storedCodeContent, type CodeContentRow } from './images/code-image-content';
import { capacityMessage } from './images/capacity-message';

/**
 * The refusal of content that no QR symbol holds at `ecc`, or undefined when it fits. The
 * level is the one the code's images are drawn at: M (the default) for a new or changed code,
 * H when it has or gets a logo (contract, image rule 5). `payload` is what the image encodes
 * (core's `buildPayload` of `content`); a dynamic code encodes its short link instead, which
 * always fits, so callers check static codes only.
 *
 * The field named is the input field that carries the content: `url` for a url code; for the
 * other types the content field of the type (core's `CONTENT_FIELDS`, the contract's names)
 * whose value is the longest in UTF-8 bytes, the first of equals in that order: the field
 * whose shortening helps most. The message counts the whole payload, since the limit holds
 * for all fields together: "2,400 bytes; at ECC M a QR code holds at most 2,331 bytes".
 */
export function contentFitError(content: CodeContent, payload: string, ecc: ErrorCorrection): FieldError | undefined {
  if (fitsQr(payload, ecc)) return undefined;
  return { field: contentField(content), message: capacityMessage(payload, ecc) };
}

/**
 * {@link contentFitError} of a stored code, as its image encodes it; a stored static code whose
 * content cannot be encoded at all (a hand-edited row) is refused with core's field and reason.
 */
export function storedContentFitError(row: CodeContentRow, publicUrl: string, ecc: ErrorCorrection): FieldError | undefined {
  const content = codeImageContent(row, publicUrl);
  if (!content.ok) return { field: content.failure.field, message: content.failure.message };
  return contentFitError(storedCodeContent(row), content.payload, ecc);
}

/** The content field a too-long `content` is reported on (rule in {@link contentFitError}). */
export function contentField(content: CodeContent): string {
  const fields: readonly string[] | undefined = CONTENT_FIELDS[content.type as ContentType];
  // Only a hand-edited row has another type; its content then has no field of its own.
  if (!fields) return 'type';
  const values = content as unknown as Readonly<Record<string, unknown>>;
  let field = fields[0]!;
  let longest = -1;
  for (const name of fields) {
    const value = values[name];
    const bytes = typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : 0;
    if (bytes > longest) {
      field = name;
      longest = bytes;
    }
  }
  return field;
}
