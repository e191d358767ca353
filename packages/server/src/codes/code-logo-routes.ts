import { codeSchema, contrastIssueSchema } from '@quietzone/core/schemas';
import { publicBaseOf } from '../domains/request-host';
import { MAX_LOGO_BYTES } from '@quietzone/render';
import { codeActor } from './code-actor';
import { assertFitsWithLogo, logoContrastIssues } from './code-logo-change';
import { deleteCodeLogo } from './delete-code-logo';
import { toCodeResource } from './to-code-resource';
import { uploadCodeLogo } from './upload-code-logo';
import { created, ok } from '../http/envelope';
import { MULTIPART_OVERHEAD_BYTES, readMultipartFile } from '../http/read-multipart-file';
import { defineRoute, routeTable } from '../http/route';
import { codes } from './code-routes';
import { z } from 'zod';

const logoResponse = z.object({
  data: codeSchema,
  meta: z.object({
    request_id: z.string(),
    issues: z
      .array(contrastIssueSchema)
      .describe('The stored colors re-checked with the new logo state (with a logo a warning becomes critical), and for a styled code `scan_margin_low` when the design with its logo scans with a low margin.'),
  }),
});

export const codeLogoRoutes = routeTable('Codes', [
  defineRoute({
    route: 'POST /codes/{id}/logo', operationId: 'uploadCodeLogo', access: 'write', resource: codes, request: { bodyContentType: 'multipart/form-data' },
    summary: 'Upload or replace the logo of a code',
    description:
      'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP (detected from the bytes; SVG is rejected), at most 1 MB. ' +
      'Normalized to a transparent 512×512 PNG; all four image formats then embed it and use error correction H, so the code\'s content must fit at H (1,273 bytes of encoded content): otherwise 422 and nothing is stored. Emits `qr.updated`.',
    responses: {
      201: { description: 'The updated code with `logo_file_id`.', schema: logoResponse },
      400: 'No `file` field, or a malformed multipart body.',
      409: 'Another request changed the logo (or the design) at the same moment; nothing was changed.',
      413: 'The file is larger than 1 MB.',
      415: 'The body is not multipart/form-data.',
      422: 'Not a readable PNG, JPEG or WebP image, the code\'s content does not fit in a QR code at ECC H (the level a logo forces), or a styled code whose design with this logo fails the scan check; nothing is stored.',
    },
    bodyLimit: MAX_LOGO_BYTES + MULTIPART_OVERHEAD_BYTES,
    handler: async ({ event, ctx, auth, found: before }) => {
      const who = codeActor(event, auth);
      assertFitsWithLogo(before, ctx.config.publicUrl);
      const { file } = await readMultipartFile(event, { field: 'file', maxBytes: MAX_LOGO_BYTES, label: 'logo', contents: 'image' });
      const { code: after, issues } = await uploadCodeLogo(ctx, before, { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name || null }, who);
      return created(event, toCodeResource(after, await publicBaseOf(ctx, after.workspace_id)), { issues: [...logoContrastIssues(after), ...issues] });
    },
  }),
  defineRoute({
    route: 'DELETE /codes/{id}/logo', operationId: 'deleteCodeLogo', access: 'write', resource: codes,
    summary: 'Remove the logo of a code',
    description: 'Idempotent: 200 also when the code has no logo, and for concurrent calls. Emits `qr.updated` when a logo was removed.',
    responses: {
      200: { description: 'The updated code, without a logo.', schema: logoResponse },
      409: 'Another request uploaded a logo at the same moment.',
    },
    handler: async ({ event, ctx, auth, found }) => {
      const who = codeActor(event, auth);
      const after = await deleteCodeLogo(ctx, found, who);
      return ok(event, toCodeResource(after, await publicBaseOf(ctx, after.workspace_id)), { issues: logoContrastIssues(after) });
    },
  }),
]);
