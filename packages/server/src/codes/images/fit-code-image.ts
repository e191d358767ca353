import { contentField } from '../content-fit-error';
import { ApiError } from '../../http/api-error';
import { codeImageContent, storedCodeContent, type CodeContentRow } from './code-image-content';
import { fitImageRequest } from '../../images/fit-image-request';
import type { ServedImageRequest } from '../../images/image-module-mm';

export interface FittedCodeImage {
  /** The text the image encodes. */
  readonly content: string;
  /** The request as rendered: ETag and rendered-image cache key come from this one. */
  readonly request: ServedImageRequest;
  /** Whether the stored logo is drawn. */
  readonly logo: boolean;
  /** For `X-QR-Warning`; empty when the image is what was asked for. */
  readonly warnings: readonly string[];
}

/**
 * What an image route renders for a stored code: the content its image encodes and the
 * resolved request fitted to it (images/fit-image-request.ts: a lower ECC, a dropped logo, a
 * smaller module size, each with a warning).
 *
 * Decision: a stored code that cannot be rendered at all, because its content is longer than
 * ECC L holds or cannot be encoded (rows written before creation checked the length, or edited
 * by hand), is 422 `validation-error` naming the content field, not 500. Nothing failed in the
 * server and no parameter is wrong (those never error, contract image rule 1): the stored code
 * itself needs fixing, and a problem document can say what.
 */
export function fitCodeImage(row: CodeContentRow, publicUrl: string, request: ServedImageRequest, hasLogo: boolean): FittedCodeImage {
  const content = codeImageContent(row, publicUrl);
  if (!content.ok) {
    throw new ApiError('validation', 'The stored content of this code cannot be encoded as a QR code.', {
      errors: [{ field: content.failure.field, message: content.failure.message }],
    });
  }
  const fitted = fitImageRequest(content.payload, request, hasLogo);
  if (!fitted.ok) {
    throw new ApiError('validation', `The content of this code is too long for a QR code: ${fitted.message}.`, {
      errors: [{ field: contentField(storedCodeContent(row)), message: fitted.message }],
    });
  }
  return { content: content.payload, request: fitted.request, logo: fitted.logo, warnings: fitted.warnings };
}
