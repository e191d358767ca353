import { type OpenApiOperation } from '../build-openapi-document';
import { codeSchema, idSchema } from '@quietzone/core';
import { z } from 'zod';

const params = z.object({ id: idSchema });

const issueSchema = z.object({
  code: z.enum(['low_contrast', 'low_brightness_difference', 'inverted_colors', 'transparent_background', 'logo_low_contrast']),
  severity: z.enum(['critical', 'warning']),
  field: z.string(),
  message: z.string(),
  hints: z.object({ contrast_ratio: z.number(), brightness_difference: z.number() }).optional(),
});

const logoResponse = z.object({
  data: codeSchema,
  meta: z.object({
    request_id: z.string(),
    issues: z.array(issueSchema).describe('The stored colors re-checked with the new logo state: with a logo a warning becomes critical.'),
  }),
});

export const codeLogoOperations: readonly OpenApiOperation[] = [
  {
    method: 'POST',
    path: '/codes/{id}/logo',
    operationId: 'uploadCodeLogo',
    summary: 'Upload or replace the logo of a code',
    description:
      'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP (detected from the bytes; SVG is rejected), at most 1 MB. ' +
      'Normalized to a transparent 512×512 PNG; all four image formats then embed it and use error correction H, so the code\'s content must fit at H (1,273 bytes of encoded content): otherwise 422 and nothing is stored. Emits `qr.updated`.',
    tags: ['Codes'],
    auth: 'api_key',
    request: { params, bodyContentType: 'multipart/form-data' },
    responses: {
      201: { description: 'The updated code with `logo_file_id`.', schema: logoResponse },
      400: { description: 'No `file` field, or a malformed multipart body.' },
      403: { description: 'Viewer role or public key.' },
      404: { description: 'Unknown code, or deleted meanwhile.' },
      409: { description: 'Another request changed the logo at the same moment; nothing was changed.' },
      413: { description: 'The file is larger than 1 MB.' },
      415: { description: 'The body is not multipart/form-data.' },
      422: { description: 'Not a readable PNG, JPEG or WebP image, or the code\'s content does not fit in a QR code at ECC H (the level a logo forces); nothing is stored.' },
    },
  },
  {
    method: 'DELETE',
    path: '/codes/{id}/logo',
    operationId: 'deleteCodeLogo',
    summary: 'Remove the logo of a code',
    description: 'Idempotent: 200 also when the code has no logo, and for concurrent calls. Emits `qr.updated` when a logo was removed.',
    tags: ['Codes'],
    auth: 'api_key',
    request: { params },
    responses: {
      200: { description: 'The updated code, without a logo.', schema: logoResponse },
      403: { description: 'Viewer role or public key.' },
      404: { description: 'Unknown code, or deleted meanwhile.' },
      409: { description: 'Another request uploaded a logo at the same moment.' },
    },
  },
];
