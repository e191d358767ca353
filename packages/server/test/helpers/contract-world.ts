import { createServer } from 'node:net';
import sharp from 'sharp';
import { runExportPass } from '../../src/exports/run-export-pass';
import { startScanRecorder } from '../../src/scans/scan-recorder';
import { insertPassportRow, testGtin } from './insert-passport-row';
import type { TestApp, Tenant, TestKey } from './test-app';

/** A code as the API returns it: the id for `/codes/{id}`, the short code for images and short links. */
export interface WorldCode {
  readonly id: string;
  readonly shortCode: string;
}

/**
 * One tenant with a row of every resource the API has, so each operation can be called with
 * real path parameters. Destructive operations get rows of their own (`doomed…`), so the reads
 * and updates that run before them still find theirs.
 */
export interface ContractWorld {
  /** On the business plan, so creating workspaces, members and webhooks stays within its limits. */
  readonly tenant: Tenant;
  /** org_admin secret key: allowed every action, in the tenant's main workspace. */
  readonly key: TestKey;
  /** A live dynamic url code (redirects), with a comment and scans (a phone's, a desktop's, a bot's). */
  readonly code: WorldCode;
  /** A live static email code: its short link shows an HTML content page. */
  readonly staticCode: WorldCode;
  /** A dynamic url code carrying a logo, for the logo routes. */
  readonly logoCode: WorldCode;
  readonly doomedCode: WorldCode;
  readonly commentId: string;
  readonly doomedCommentId: string;
  /** A public file, so its public URL answers too. */
  readonly file: { readonly id: string; readonly filename: string };
  readonly doomedFileId: string;
  /** A webhook to a closed local port: a ping answers 200 with `success: false` and is logged. */
  readonly webhookId: string;
  readonly doomedWebhookId: string;
  /** Invited members. */
  readonly memberId: string;
  readonly doomedMemberId: string;
  /** A key of the tenant other than `key`. */
  readonly doomedKeyId: string;
  /** A second workspace of the tenant (not the calling key's own, which cannot be archived). */
  readonly doomedWorkspaceId: string;
  /** A second organization with its own org_admin key: an organization is deleted only by its own keys. */
  readonly doomedOrganization: { readonly organizationId: string; readonly key: TestKey };
  /**
   * A published model-level passport (GTIN only): every resolver path shape of its GTIN walks up
   * to it, whatever lot and serial it names.
   */
  readonly resolvablePassport: { readonly id: string; readonly gtin: string };
  /** A draft passport: only drafts are deleted. */
  readonly doomedPassportId: string;
  /** A finished export of `code`, so its download answers. */
  readonly exportId: string;
  /** Pending revisions of `code` held from a contributor while the workspace required approval: one to approve (it changes no destination), one to reject. */
  readonly revisionToApproveId: string;
  readonly revisionToRejectId: string;
  /** Another organization, slug {@link DOOMED_ACCOUNT_SLUG}, for DELETE /account with its own org_admin key. */
  readonly doomedAccount: { readonly organizationId: string; readonly key: TestKey };
}

/** The slug DELETE /account's example confirms with. */
export const DOOMED_ACCOUNT_SLUG = 'contract-doomed-account';

/** App env the world needs: webhooks to 127.0.0.1, pings that give up quickly. */
export const CONTRACT_WORLD_ENV = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '2000', METRICS_TOKEN: 'contract-metrics-token-0123456789' };

/** Builds the world through the API itself (as a client would), failing loudly on any refusal. */
export async function buildContractWorld(t: TestApp): Promise<ContractWorld> {
  const tenant = await t.createTenant({ plan: 'business' });
  const key = await t.createKey(tenant, 'org_admin');
  const call = async (method: string, path: string, init: { json?: unknown; body?: FormData } = {}) => {
    const res = await t.request(`/v1${path}`, { method, key, ...init });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`contract world: ${method} ${path} answered ${res.status}: ${text}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return JSON.parse(text).data as any;
  };
  const createCode = async (json: Record<string, unknown>): Promise<WorldCode> => {
    const data = await call('POST', '/codes', { json });
    return { id: data.id, shortCode: data.short_code };
  };
  const uploadFile = async (filename: string, visibility: 'public' | 'private') => {
    const form = new FormData();
    form.set('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), filename);
    form.set('visibility', visibility);
    return (await call('POST', '/files', { body: form })) as { id: string; filename: string };
  };

  const code = await createCode({ type: 'url', url: 'https://example.com/contract', title: 'Contract code' });
  const staticCode = await createCode({ type: 'email', email_to: 'hello@example.com', email_subject: 'Hi' });
  const logoCode = await createCode({ type: 'url', url: 'https://example.com/logo' });
  const doomedCode = await createCode({ type: 'url', url: 'https://example.com/doomed' });
  await call('POST', `/codes/${logoCode.id}/logo`, { body: logoForm(await logoPng()) });

  await recordScans(t, code.shortCode);
  const scans = (await call('GET', `/codes/${code.id}/scans`)) as unknown[];
  if (scans.length !== SCANNING_AGENTS.length) throw new Error(`contract world: ${scans.length} scans stored, not ${SCANNING_AGENTS.length}`);

  const comment = await call('POST', `/codes/${code.id}/comments`, { json: { body: 'Print run approved.' } });
  const doomedComment = await call('POST', `/codes/${code.id}/comments`, { json: { body: 'Remove me.' } });

  const file = await uploadFile('menu.pdf', 'public');
  const doomedFile = await uploadFile('old-menu.pdf', 'private');

  const hookUrl = `https://127.0.0.1:${await closedPort()}/hooks`;
  const webhook = await call('POST', '/webhooks', { json: { url: hookUrl, secret: 'contract-world-secret-0001' } });
  const doomedWebhook = await call('POST', '/webhooks', { json: { url: hookUrl, secret: 'contract-world-secret-0002' } });
  await call('POST', `/webhooks/${webhook.id}/ping`); // one entry in its delivery log

  const member = await call('POST', '/members', { json: { email: 'ada@example.com', name: 'Ada', role: 'contributor' } });
  const doomedMember = await call('POST', '/members', { json: { email: 'bob@example.com', role: 'viewer' } });
  const doomedKey = await call('POST', '/api-keys', { json: { name: 'to revoke', role: 'viewer' } });
  const doomedWorkspace = await call('POST', '/workspaces', { json: { name: 'Old campaign', slug: 'old-campaign' } });

  const passport = await insertPassportRow(t.db, tenant, { gtin: testGtin(4006381333931), links: [{ link_type: 'gs1:pip', url: 'https://example.com/product' }] });
  const doomedPassport = await insertPassportRow(t.db, tenant, { gtin: testGtin(4006381333931), lot: 'DOOMED' }, 'draft');

  const exported = await call('POST', '/exports', { json: { code_ids: [code.id], formats: ['svg'] } });
  await runExportPass(t.ctx);

  // Held changes stay pending when the setting is turned off again.
  await call('PATCH', `/workspaces/${tenant.workspaceId}`, { json: { approval_required: true } });
  const contributor = await t.createKey(tenant, 'contributor');
  const held = async (json: Record<string, unknown>): Promise<string> => {
    const res = await t.request(`/v1/codes/${code.id}`, { method: 'PATCH', key: contributor, json });
    const revision = res.status === 200 ? ((await res.json()) as { meta: { pending_revision?: { id: string } } }).meta.pending_revision : undefined;
    if (!revision) throw new Error(`contract world: a contributor's PATCH answered ${res.status} without a pending revision`);
    return revision.id;
  };
  const revisionToApproveId = await held({ expires_at: '2099-01-01T00:00:00Z' });
  const revisionToRejectId = await held({ url: 'https://example.com/rejected' });
  await call('PATCH', `/workspaces/${tenant.workspaceId}`, { json: { approval_required: false } });

  const otherTenant = await t.createTenant();
  const otherKey = await t.createKey(otherTenant, 'org_admin');
  const account = await call('POST', '/organizations', { json: { name: 'Doomed account', slug: DOOMED_ACCOUNT_SLUG } });
  const accountKey: TestKey = {
    id: account.api_key.id,
    key: account.api_key.secret,
    role: 'org_admin',
    kind: 'secret',
    organizationId: account.id,
    workspaceId: account.default_workspace.id,
  };

  return {
    tenant,
    key,
    code,
    staticCode,
    logoCode,
    doomedCode,
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
    doomedOrganization: { organizationId: otherTenant.organizationId, key: otherKey },
    resolvablePassport: { id: passport.id, gtin: passport.gtin },
    doomedPassportId: doomedPassport.id,
    exportId: exported.id,
    revisionToApproveId,
    revisionToRejectId,
    doomedAccount: { organizationId: account.id, key: accountKey },
  };
}

const SCANNING_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'curl/8.5.0',
];

/** Follows the short link once per agent with the scan recorder running, and waits until the scans are stored. */
async function recordScans(t: TestApp, shortCode: string): Promise<void> {
  const recorder = startScanRecorder(t.ctx);
  try {
    for (const agent of SCANNING_AGENTS) {
      const res = await t.request(`/${shortCode}`, { headers: { 'user-agent': agent, 'accept-language': 'de-DE' } });
      if (res.status !== 302) throw new Error(`contract world: the short link answered ${res.status}`);
    }
    await recorder.flush();
  } finally {
    await recorder.stop();
  }
}

/** A minimal PDF: the upload routes decide the type by the bytes. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A small opaque PNG, a valid logo. */
export async function logoPng(): Promise<Uint8Array> {
  const image = sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } });
  return new Uint8Array(await image.png().toBuffer());
}

/** The multipart body of POST /codes/{id}/logo. */
export function logoForm(png: Uint8Array): FormData {
  const form = new FormData();
  form.set('file', new Blob([png], { type: 'image/png' }), 'logo.png');
  return form;
}

/** A local port nothing listens on (bound and released), so a webhook request is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The value of a path parameter of an operation, taken from the world: `{id}` by the resource
 * the path starts with; a DELETE gets the resource's doomed row. Throws for a parameter the
 * world does not know, so a new resource must add its fixture here.
 */
export function pathParameter(world: ContractWorld, operation: { method: string; path: string; operationId: string }, name: string): string {
  const destructive = operation.method.toUpperCase() === 'DELETE';
  const resource = operation.path.split('/')[1];
  switch (name) {
    case 'code':
      return world.code.shortCode; // image routes: /codes/{code}/qr.*
    case 'shortCode':
      return world.staticCode.shortCode;
    case 'revisionId':
      return operation.operationId === 'rejectCodeRevision' ? world.revisionToRejectId : world.revisionToApproveId;
    case 'commentId':
      return destructive ? world.doomedCommentId : world.commentId;
    case 'filename':
      return world.file.filename;
    // Resolver paths: the passport's GTIN; any qualifier values walk up to it.
    case 'gtin':
      return world.resolvablePassport.gtin;
    case 'serial':
      return 'S1';
    case 'category':
      return 'battery'; // GET /dpp/import/templates/{category}
    case 'slug':
      return 'not-found'; // GET /docs/errors/{slug}
    case 'ai1':
      return '22';
    case 'value1':
      return 'RED';
    case 'ai2':
      return '10';
    case 'value2':
      return 'L1';
    case 'ai3':
      return '21';
    case 'value3':
      return 'S1';
    case 'id':
      switch (resource) {
        case 'codes':
          if (operation.path.startsWith('/codes/{id}/logo')) return world.logoCode.id;
          return destructive && operation.path === '/codes/{id}' ? world.doomedCode.id : world.code.id;
        case 'files':
          return destructive ? world.doomedFileId : world.file.id;
        case 'webhooks':
          return destructive ? world.doomedWebhookId : world.webhookId;
        case 'members':
          return destructive ? world.doomedMemberId : world.memberId;
        case 'api-keys':
          return destructive ? world.doomedKeyId : world.key.id;
        case 'workspaces':
          return destructive ? world.doomedWorkspaceId : world.tenant.workspaceId;
        case 'organizations':
          return destructive ? world.doomedOrganization.organizationId : world.tenant.organizationId;
        case 'dpp':
          return destructive ? world.doomedPassportId : world.resolvablePassport.id;
        case 'exports':
          return world.exportId;
      }
  }
  throw new Error(`contract world: no fixture for {${name}} of ${operation.operationId} (${operation.path}); add one to test/helpers/contract-world.ts`);
}
