import { describe, expect, it } from 'vitest';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

// POST /dpp/import takes JSON rows or an uploaded CSV/XLSX file (dpp.md, "Import"): the
// document must offer both, or a generated client cannot send the file at all.
describe('the document of POST /v1/dpp/import', () => {
  it('lists the JSON rows and the multipart file upload as its request bodies', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    const content = document.paths['/dpp/import'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(JSON.stringify(content['application/json'].schema)).toContain('#/components/schemas/');
    const upload = document.components.schemas[String(content['multipart/form-data'].schema.$ref).split('/').pop()!];
    expect(upload.required).toEqual(['file']);
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('documents no other media type on the routes that declare one body', async () => {
    const document = await body(await t.request('/v1/openapi.json'));
    expect(Object.keys(document.paths['/dpp'].post.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(document.paths['/codes/import'].post.requestBody.content)).toEqual(['multipart/form-data']);
  });
});
