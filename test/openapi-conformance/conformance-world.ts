import { createServer } from 'node:net';
import { PNG } from 'pngjs';
import { fetchOnceMoreOnReset } from './fetch-once-more-on-reset';

/**
 * One organization holding a row of every resource, made through the real server's API as a
 * client would, so every operation of the document can be called with real path parameters.
 * Destructive operations get rows of their own (`doomed…`), so the reads that run before them
 * still find theirs.
 */
export interface ConformanceWorld {
  /** The bootstrap org_admin secret key. */
  readonly adminKey: string;
  /** A public key of role org_admin: it still reads codes only. */
  readonly publicKey: string;
  readonly workspaceId: string;
  readonly organizationId: string;
  readonly adminKeyId: string;
  /** A live dynamic url code: its short link redirects. */
  readonly code: { readonly id: string; readonly shortCode: string };
  /** A live static email code: its short link is an HTML content page. */
  readonly staticCode: { readonly id: string; readonly shortCode: string };
  /** A code with a password: its short link is the password form. */
  readonly lockedCode: { readonly id: string; readonly shortCode: string };
  readonly logoCodeId: string;
  readonly doomedCodeId: string;
  readonly commentId: string;
  readonly doomedCommentId: string;
  readonly file: { readonly id: string; readonly filename: string };
  readonly doomedFileId: string;
  readonly webhookId: string;
  readonly doomedWebhookId: string;
  readonly memberId: string;
  readonly doomedMemberId: string;
  readonly doomedKeyId: string;
  readonly doomedWorkspaceId: string;
  readonly doomedOrganization: { readonly id: string; readonly key: string };
  readonly doomedAccount: { readonly slug: string; readonly key: string };
  /** Published, at model level (GTIN only): every resolver path of its GTIN walks up to it. */
  readonly passport: { readonly id: string; readonly gtin: string };
  readonly doomedPassportId: string;
  /** A finished export. */
  readonly exportId: string;
  /**
   * Revisions of `code` a contributor's PATCHes held while the workspace required approval: one
   * pending to approve (it changes no destination), one pending to reject, one decided already.
   */
  readonly revisions: { readonly toApprove: string; readonly toReject: string; readonly decided: string };
  /** A contributor key of the workspace: it may not approve. */
  readonly contributorKey: string;
}

export const LOCKED_CODE_PASSWORD = 'open sesame';
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A 64 × 64 opaque red PNG: a valid logo. */
export function logoPng(): Uint8Array {
  const png = new PNG({ width: 64, height: 64 });
  for (let offset = 0; offset < png.data.length; offset += 4) png.data.set([200, 30, 30, 255], offset);
  return new Uint8Array(PNG.sync.write(png));
}

type Api = (path: string, init?: RequestInit) => Promise<{ status: number; body: any }>;

export async function buildConformanceWorld(baseUrl: string, adminKey: string, adminApi: Api): Promise<ConformanceWorld> {
  const call = async (method: string, path: string, init: { json?: unknown; form?: FormData; key?: string } = {}) => {
    const res = await fetchOnceMoreOnReset(`${baseUrl}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${init.key ?? adminKey}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`conformance world: ${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text).data as any;
  };
  const upload = (filename: string, visibility: 'public' | 'private') => {
    const form = new FormData();
    form.set('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), filename);
    form.set('visibility', visibility);
    return call('POST', '/files', { form });
  };

  const account = (await adminApi('/account')).body.data;
  const keys = (await adminApi('/api-keys')).body.data as { id: string }[];
  const code = await call('POST', '/codes', { json: { type: 'url', url: 'https://example.com/contract', title: 'Contract code' } });
  const staticCode = await call('POST', '/codes', { json: { type: 'email', email_to: 'hello@example.com', email_subject: 'Hi' } });
  const lockedCode = await call('POST', '/codes', { json: { type: 'url', url: 'https://example.com/locked', password: LOCKED_CODE_PASSWORD } });
  const logoCode = await call('POST', '/codes', { json: { type: 'url', url: 'https://example.com/logo' } });
  const doomedCode = await call('POST', '/codes', { json: { type: 'url', url: 'https://example.com/doomed' } });
  const logo = new FormData();
  logo.set('file', new Blob([logoPng()], { type: 'image/png' }), 'logo.png');
  await call('POST', `/codes/${logoCode.id}/logo`, { form: logo });
  for (const agent of ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'curl/8.5.0']) {
    await fetchOnceMoreOnReset(`${baseUrl}/${code.short_code}`, { redirect: 'manual', headers: { 'user-agent': agent } }).then((res) => res.arrayBuffer());
  }

  const comment = await call('POST', `/codes/${code.id}/comments`, { json: { body: 'Print run approved.' } });
  const doomedComment = await call('POST', `/codes/${code.id}/comments`, { json: { body: 'Remove me.' } });
  const file = await upload('menu.pdf', 'public');
  const doomedFile = await upload('old-menu.pdf', 'private');

  const hookUrl = `https://127.0.0.1:${await closedPort()}/hooks`;
  const webhook = await call('POST', '/webhooks', { json: { url: hookUrl, secret: 'conformance-secret-0001' } });
  const doomedWebhook = await call('POST', '/webhooks', { json: { url: hookUrl, secret: 'conformance-secret-0002' } });
  await call('POST', `/webhooks/${webhook.id}/ping`);

  const member = await call('POST', '/members', { json: { email: 'ada@example.com', name: 'Ada', role: 'contributor' } });
  const doomedMember = await call('POST', '/members', { json: { email: 'bob@example.com', role: 'viewer' } });
  const doomedKey = await call('POST', '/api-keys', { json: { name: 'to revoke', role: 'viewer' } });
  const publicKey = await call('POST', '/api-keys', { json: { name: 'web page', role: 'org_admin', kind: 'public' } });
  const doomedWorkspace = await call('POST', '/workspaces', { json: { name: 'Old campaign', slug: 'old-campaign' } });
  // A pending custom domain, for POST /workspaces/{id}/domain/verify (whose DNS lookup finds no record here).
  await call('PATCH', `/workspaces/${account.workspace.id}`, { json: { custom_domain: 'qr.conformance.example' } });

  const gtin = '09506000134352';
  const passport = await call('POST', '/dpp', {
    json: { gtin, product_name: 'Cell', manufacturer: { name: 'Volta Cells GmbH' }, status: 'published', links: [{ link_type: 'gs1:pip', url: 'https://example.com/product', title: 'Product page' }] },
  });
  const doomedPassport = await call('POST', '/dpp', { json: { gtin, lot: 'DOOMED', product_name: 'Cell', manufacturer: { name: 'Volta Cells GmbH' } } });

  const exported = await call('POST', '/exports', { json: { code_ids: [code.id], formats: ['svg'] } });
  for (let tries = 0; ; tries++) {
    const job = await call('GET', `/exports/${exported.id}`);
    if (job.status === 'done') break;
    if (job.status === 'failed') throw new Error(`conformance world: the export failed: ${JSON.stringify(job)}`);
    if (tries > 100) throw new Error(`conformance world: the export did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // Held changes stay pending when the setting is turned off again.
  await call('PATCH', `/workspaces/${account.workspace.id}`, { json: { approval_required: true } });
  const contributor = await call('POST', '/api-keys', { json: { name: 'editor', role: 'contributor' } });
  const held = async (json: Record<string, unknown>): Promise<string> => {
    const res = await fetchOnceMoreOnReset(`${baseUrl}/v1/codes/${code.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${contributor.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const text = await res.text();
    const revision = res.status === 200 ? JSON.parse(text).meta.pending_revision : undefined;
    if (!revision) throw new Error(`conformance world: a contributor's PATCH answered ${res.status} without a pending revision: ${text}`);
    return revision.id as string;
  };
  const toApprove = await held({ expires_at: '2099-01-01T00:00:00Z' });
  const toReject = await held({ url: 'https://example.com/rejected' });
  const decided = await held({ active_from: '2020-01-01T00:00:00Z' });
  await call('POST', `/codes/${code.id}/revisions/${decided}/reject`, { json: {} });
  await call('PATCH', `/workspaces/${account.workspace.id}`, { json: { approval_required: false } });

  const doomedOrganization = await call('POST', '/organizations', { json: { name: 'Doomed GmbH', slug: 'doomed-gmbh' } });
  const doomedAccount = await call('POST', '/organizations', { json: { name: 'Doomed account', slug: 'doomed-account' } });

  return {
    adminKey,
    publicKey: publicKey.secret,
    workspaceId: account.workspace.id,
    organizationId: account.organization.id,
    adminKeyId: keys[0]!.id,
    code: { id: code.id, shortCode: code.short_code },
    staticCode: { id: staticCode.id, shortCode: staticCode.short_code },
    lockedCode: { id: lockedCode.id, shortCode: lockedCode.short_code },
    logoCodeId: logoCode.id,
    doomedCodeId: doomedCode.id,
    commentId: comment.id,
    doomedCommentId: doomedComment.id,
    file: { id: file.id, filename: file.filename },
    doomedFileId: doomedFile.id,
    webhookId: webhook.id,
    doomedWebhookId: doomedWebhook.id,
    memberId: member.id,
    doomedMemberId: doomedMember.id,
    doomedKeyId: doomedKey.id,
    doomedWorkspaceId: doomedWorkspace.id,
    doomedOrganization: { id: doomedOrganization.id, key: doomedOrganization.api_key.secret },
    doomedAccount: { slug: 'doomed-account', key: doomedAccount.api_key.secret },
    passport: { id: passport.id, gtin },
    doomedPassportId: doomedPassport.id,
    exportId: exported.id,
    revisions: { toApprove, toReject, decided },
    contributorKey: contributor.secret,
  };
}

/** A local port nothing listens on: a webhook ping is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
