/** Uploaded files (contract, Other fields: `public_url`; /files). */
import { z } from 'zod';
import { cursorSchema, idSchema, pageLimitSchema, timestampSchema } from './common';

export const FILE_VISIBILITIES = ['private', 'public'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

export const MAX_FILENAME_LENGTH = 255;

const filenameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_FILENAME_LENGTH, `at most ${MAX_FILENAME_LENGTH} characters`)
  .describe('Display name; path parts are dropped and control characters removed.');

/** The text fields of the multipart upload, beside the part `file` with the bytes. */
export const uploadFileFieldsSchema = z.object({
  visibility: z.enum(FILE_VISIBILITIES).default('private').describe('`public` files get a public_url and may appear on landing pages.'),
  code_id: idSchema.optional().describe('Attach the file to this code of the workspace (its landing page lists it when public).'),
  filename: filenameSchema.optional().describe('Overrides the name of the uploaded part.'),
});

export const uploadFileSchema = uploadFileFieldsSchema
  .extend({ file: z.string().describe('The file (binary part).').meta({ format: 'binary' }) })
  .meta({ id: 'UploadFileRequest' });

export const updateFileSchema = z
  .object({
    visibility: z.enum(FILE_VISIBILITIES).optional(),
    code_id: idSchema.nullable().optional().describe('Attach to a code of the workspace; null detaches.'),
    filename: filenameSchema.optional(),
  })
  .meta({ id: 'UpdateFileRequest' });

export const listFilesQuerySchema = z.object({
  limit: pageLimitSchema(20),
  cursor: cursorSchema.optional(),
  code_id: idSchema.optional().describe('Only files attached to this code.'),
  visibility: z.enum(FILE_VISIBILITIES).optional(),
});

export type UploadFileFields = z.infer<typeof uploadFileFieldsSchema>;
export type UpdateFileInput = z.infer<typeof updateFileSchema>;
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>;

export const fileSchema = z
  .object({
    id: idSchema,
    workspace_id: idSchema,
    code_id: idSchema.nullable(),
    filename: z.string(),
    content_type: z.string().describe('Detected from the bytes (magic numbers), never taken from the client.'),
    byte_size: z.int().nonnegative(),
    sha256: z.string().describe('Lowercase hex SHA-256 of the bytes; also the ETag.'),
    visibility: z.enum(FILE_VISIBILITIES),
    public_url: z.string().nullable().describe('Public address of the bytes; only for `visibility: public`, else null.'),
    content_url: z.string().describe('Authenticated download of the bytes ({base_url}/files/{id}/content).'),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'File' });

export type FileRecord = z.infer<typeof fileSchema>;
