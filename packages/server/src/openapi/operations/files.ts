import { type OpenApiOperation } from '../build-openapi-document';
import { envelopeSchema, fileSchema, idSchema, listEnvelopeSchema, listFilesQuerySchema, updateFileSchema, uploadFileSchema } from '@quietzone/core';
import { z } from 'zod';
import { REDIRECT_BASE_URL } from '../redirect-base-url';

const idParams = z.object({ id: idSchema });
const TAGS = ['Files'];
const BYTES = 'The bytes, with their detected Content-Type, Content-Disposition (inline for images and PDF, attachment otherwise), X-Content-Type-Options: nosniff and a strong ETag (the SHA-256).';

export const fileOperations: readonly OpenApiOperation[] = [
  {
    method: 'POST',
    path: '/files',
    operationId: 'uploadFile',
    summary: 'Upload a file',
    description:
      'multipart/form-data: the bytes in `file` (at most 10 MB; PDF, PNG, JPEG, GIF, WebP or UTF-8 text, decided by the bytes), optional `visibility` (private by default), `code_id` (attach to a code: its landing page lists it when public) and `filename`. contributor, ws_admin or org_admin secret keys.',
    tags: TAGS,
    auth: 'api_key',
    request: { body: uploadFileSchema, bodyContentType: 'multipart/form-data' },
    responses: {
      201: { description: 'The file.', schema: envelopeSchema(fileSchema) },
      403: { description: 'A viewer or public key.' },
      413: { description: 'Larger than 10 MB.' },
      415: { description: 'Not multipart/form-data.' },
      422: { description: 'Unsupported type, invalid fields, or code_id names no code of the workspace.' },
    },
  },
  {
    method: 'GET',
    path: '/files',
    operationId: 'listFiles',
    summary: "List the workspace's files",
    description: 'Uploaded attachments (logos stay with their code). Newest first.',
    tags: TAGS,
    auth: 'api_key',
    request: { query: listFilesQuerySchema },
    responses: { 200: { description: 'A page of files.', schema: listEnvelopeSchema(fileSchema) } },
  },
  {
    method: 'GET',
    path: '/files/{id}',
    operationId: 'getFile',
    summary: 'Get a file’s metadata',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      200: { description: 'The file.', schema: envelopeSchema(fileSchema) },
      404: { description: 'No such file in the workspace.' },
    },
  },
  {
    method: 'GET',
    path: '/files/{id}/content',
    operationId: 'getFileContent',
    summary: 'Download a file',
    description: 'Any visibility, with a key of the workspace.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      200: { description: BYTES, contentType: 'application/octet-stream' },
      304: { description: 'If-None-Match matched the ETag.' },
      404: { description: 'No such file in the workspace.' },
    },
  },
  {
    method: 'PATCH',
    path: '/files/{id}',
    operationId: 'updateFile',
    summary: 'Change visibility or name, attach to or detach from a code',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams, body: updateFileSchema },
    responses: {
      200: { description: 'The file.', schema: envelopeSchema(fileSchema) },
      403: { description: 'A viewer or public key.' },
      404: { description: 'No such file in the workspace.' },
      422: { description: 'Invalid fields, or code_id names no code of the workspace.' },
    },
  },
  {
    method: 'DELETE',
    path: '/files/{id}',
    operationId: 'deleteFile',
    summary: 'Delete a file',
    description: 'ws_admin or org_admin secret keys. Its public URL answers 404 from then on.',
    tags: TAGS,
    auth: 'api_key',
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted.' },
      403: { description: 'Not ws_admin or org_admin.' },
      404: { description: 'No such file (also a second DELETE).' },
    },
  },
  {
    method: 'GET',
    path: '/files/{id}/{filename}',
    operationId: 'getPublicFile',
    summary: 'A public file (its public_url)',
    description: 'No authentication. Only files with visibility public; the name segment is for readability and not checked.',
    tags: TAGS,
    auth: 'public',
    serverUrl: REDIRECT_BASE_URL,
    request: { params: idParams.extend({ filename: z.string() }) },
    responses: {
      200: { description: BYTES, contentType: 'application/octet-stream' },
      304: { description: 'If-None-Match matched the ETag.' },
      404: { description: 'No such file, or it is private or deleted.' },
    },
  },
];
