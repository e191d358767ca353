import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../helpers/decode-png';
import { insertWebhookRow } from '../helpers/insert-webhook-row';
import { body, setupTestApp, type Tenant, type TestKey } from '../helpers/test-app';

// A local blocklist: a held link is checked when it is requested, not first at approval.
const blocklist = join(mkdtempSync(join(tmpdir(), 'qz-code-revisions-')), 'blocklist.txt');
writeFileSync(blocklist, 'evil.example\n');
const t = setupTestApp({ env: { URL_BLOCKLIST: blocklist } });

interface Workspace {
  readonly tenant: Tenant;
  readonly admin: TestKey;
  readonly contributor: TestKey;
}

/** A tenant whose workspace requires approval (set through the API), with a ws_admin and a contributor key. */
async function approvalWorkspace(approvalRequired = true): Promise<Workspace> {
  const tenant = await t.createTenant();
  const admin = await t.createKey(tenant, 'ws_admin');
  const contributor = await t.createKey(tenant, 'contributor');
  if (approvalRequired) await setApproval({ tenant, admin }, true);
  return { tenant, admin, contributor };
}

async function setApproval(ws: Pick<Workspace, 'tenant' | 'admin'>, approvalRequired: boolean): Promise<void> {
  const res = await t.request(`/v1/workspaces/${ws.tenant.workspaceId}`, { method: 'PATCH', key: ws.admin, json: { approval_required: approvalRequired } });
  expect(res.status).toBe(200);
  expect((await body(res)).data.approval_required).toBe(approvalRequired);
}

async function createCode(key: TestKey, json: Record<string, unknown> = { url: 'https://example.com/old' }): Promise<Record<string, any>> {
  const res = await t.request('/v1/codes', { method: 'POST', key, json });
  expect(res.status).toBe(201);
  return (await body(res)).data;
}

function patch(key: TestKey, id: string, json: unknown): Promise<Response> {
  return t.request(`/v1/codes/${id}`, { method: 'PATCH', key, json });
}

async function revisions(key: TestKey, codeId: string, query = ''): Promise<Record<string, any>[]> {
  const res = await t.request(`/v1/codes/${codeId}/revisions${query}`, { key });
  expect(res.status).toBe(200);
  return (await body(res)).data;
}

function decide(key: TestKey, codeId: string, revisionId: string, verb: 'approve' | 'reject', json: unknown = {}): Promise<Response> {
  return t.request(`/v1/codes/${codeId}/revisions/${revisionId}/${verb}`, { method: 'POST', key, json });
}

async function scan(shortCode: string): Promise<{ status: number; location: string | null }> {
  const res = await t.request(`/${shortCode}`);
  return { status: res.status, location: res.headers.get('location') };
}

async function events(codeId: string, type: string): Promise<Record<string, any>[]> {
  const rows = await t.db.query<{ data: Record<string, any> }>(`SELECT data FROM events WHERE type = $1 AND (data->>'id' = $2 OR data->'code'->>'id' = $2) ORDER BY created_at, id`, [
    type,
    codeId,
  ]);
  return rows.map((row) => row.data);
}

async function audits(codeId: string, action: string): Promise<Record<string, any>[]> {
  return t.db.query<{ actor_id: string; changes: Record<string, unknown> }>(`SELECT actor_id, changes FROM audit_logs WHERE resource_id = $1 AND action = $2 ORDER BY created_at, id`, [
    codeId,
    action,
  ]);
}

async function listCodes(key: TestKey, query: string): Promise<string[]> {
  const res = await t.request(`/v1/codes?${query}`, { key });
  expect(res.status).toBe(200);
  return (await body(res)).data.map((code: { id: string }) => code.id);
}

describe("a contributor's new code in a workspace that requires approval", () => {
  it('is a draft: its short link is 404, its image renders, it waits behind a pending creation revision', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.contributor);
    expect(code.status).toBe('draft');
    expect((await scan(code.short_code)).status).toBe(404);

    const image = await t.request(`/v1/codes/${code.short_code}/qr.png`);
    expect(image.status).toBe(200);
    expect(decodePng(new Uint8Array(await image.arrayBuffer())).text).toBe(`http://qz.test/${code.short_code}`);

    const [revision, ...others] = await revisions(ws.contributor, code.id);
    expect(others).toEqual([]);
    expect(revision).toMatchObject({ code_id: code.id, kind: 'create', status: 'pending', changes: { status: 'live' }, requested_by: { type: 'api_key', id: ws.contributor.id }, decided_by: null, decided_at: null, comment: null });
    expect(await events(code.id, 'qr.approval_requested')).toEqual([{ revision, code }]);
    expect(await audits(code.id, 'codes.request_approval')).toEqual([{ actor_id: ws.contributor.id, changes: { revision_id: [null, revision!.id], status: ['draft', 'live'] } }]);

    expect(await listCodes(ws.admin, 'status=draft')).toEqual([code.id]);
    expect(await listCodes(ws.admin, 'pending_approval=true')).toEqual([code.id]);
    expect(await listCodes(ws.admin, 'pending_approval=false')).toEqual([]);
    expect(await listCodes(ws.admin, 'status=live&pending_approval=true')).toEqual([]);
  });

  it('goes live when a ws_admin approves its revision, not when the contributor tries (403)', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.contributor);
    const [revision] = await revisions(ws.admin, code.id);

    const refused = await decide(ws.contributor, code.id, revision!.id, 'approve');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await decide(ws.contributor, code.id, revision!.id, 'reject')).status).toBe(403);

    const approved = await decide(ws.admin, code.id, revision!.id, 'approve', { comment: 'Looks right.' });
    expect(approved.status).toBe(200);
    const decided = (await body(approved)).data;
    expect(decided).toMatchObject({ id: revision!.id, status: 'approved', decided_by: { type: 'api_key', id: ws.admin.id }, comment: 'Looks right.' });
    expect(decided.decided_at).toEqual(expect.any(String));

    const live = (await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data;
    expect(live.status).toBe('live');
    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/old' });
    expect(await events(code.id, 'qr.approved')).toEqual([{ revision: decided, code: live }]);
    expect((await events(code.id, 'qr.updated')).map((data) => data.status)).toEqual(['live']);
    expect(await audits(code.id, 'codes.approve')).toEqual([
      { actor_id: ws.admin.id, changes: { revision_id: [revision!.id, revision!.id], revision_status: ['pending', 'approved'], comment: [null, 'Looks right.'] } },
    ]);
    expect(await listCodes(ws.admin, 'pending_approval=true')).toEqual([]);
  });

  it('comes from batches too; an org_admin approves as well', async () => {
    const ws = await approvalWorkspace();
    const res = await t.request('/v1/codes/batch', { method: 'POST', key: ws.contributor, json: { items: [{ url: 'https://example.com/1' }, { url: 'https://example.com/2' }] } });
    expect(res.status).toBe(201);
    const ids = (await body(res)).data.created.map((item: { id: string }) => item.id);
    expect((await listCodes(ws.admin, 'status=draft')).sort()).toEqual([...ids].sort());
    const orgAdmin = await t.createKey(ws.tenant, 'org_admin');
    const [revision] = await revisions(orgAdmin, ids[0]);
    expect((await decide(orgAdmin, ids[0], revision!.id, 'approve')).status).toBe(200);
    expect(await listCodes(ws.admin, 'status=draft')).toEqual([ids[1]]);
  });

  it('refuses a PATCH of the draft\'s status for everyone (422); its other changes apply directly', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.contributor);
    for (const key of [ws.contributor, ws.admin]) {
      const res = await patch(key, code.id, { status: 'live' });
      expect(res.status).toBe(422);
      expect((await body(res)).errors).toEqual([{ field: 'status', message: expect.stringContaining('approves its revision') }]);
    }
    const res = await patch(ws.contributor, code.id, { url: 'https://example.com/fixed', title: 'Menu' });
    expect(res.status).toBe(200);
    const { data, meta } = await body(res);
    expect(data).toMatchObject({ status: 'draft', url: 'https://example.com/fixed', title: 'Menu' });
    expect(meta.pending_revision).toBeUndefined();
    expect(await revisions(ws.admin, code.id)).toHaveLength(1);
  });

  it('stays a draft when its revision is rejected; its next change asks for approval again', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.contributor);
    const [revision] = await revisions(ws.admin, code.id);
    const rejected = await decide(ws.admin, code.id, revision!.id, 'reject', { comment: 'Wrong landing page.' });
    expect(rejected.status).toBe(200);
    expect((await body(rejected)).data).toMatchObject({ status: 'rejected', comment: 'Wrong landing page.' });
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data.status).toBe('draft');
    expect(await listCodes(ws.admin, 'pending_approval=true')).toEqual([]);

    const fixed = await body(await patch(ws.contributor, code.id, { url: 'https://example.com/right' }));
    expect(fixed.meta.pending_revision).toMatchObject({ kind: 'create', status: 'pending' });
    expect((await revisions(ws.admin, code.id, '?status=pending')).map((entry) => entry.id)).toEqual([fixed.meta.pending_revision.id]);
    expect((await decide(ws.admin, code.id, fixed.meta.pending_revision.id, 'approve')).status).toBe(200);
    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/right' });
  });
});

describe("a contributor's change to a live code in a workspace that requires approval", () => {
  it('is held as a pending revision while the code keeps serving; name and tags apply at once', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    expect(code.status).toBe('live');
    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/old' }); // cached now

    const res = await patch(ws.contributor, code.id, { url: 'https://example.com/new', title: 'Spring menu', tags: ['print'] });
    expect(res.status).toBe(200);
    const { data, meta } = await body(res);
    expect(data).toMatchObject({ url: 'https://example.com/old', title: 'Spring menu', tags: ['print'], status: 'live' });
    expect(meta.pending_revision).toMatchObject({ kind: 'update', status: 'pending', changes: { url: 'https://example.com/new' } });
    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/old' });
    expect(await listCodes(ws.contributor, 'pending_approval=true')).toEqual([code.id]);
    expect(await events(code.id, 'qr.approval_requested')).toEqual([{ revision: meta.pending_revision, code: data }]);
    expect(await audits(code.id, 'codes.request_approval')).toEqual([
      { actor_id: ws.contributor.id, changes: { revision_id: [null, meta.pending_revision.id], url: ['https://example.com/old', 'https://example.com/new'] } },
    ]);
  });

  it('is applied when approved: the short link serves the new URL at once, with qr.updated and qr.approved', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    await scan(code.short_code);
    const held = (await body(await patch(ws.contributor, code.id, { url: 'https://example.com/new', status: 'paused' }))).meta.pending_revision;
    expect((await decide(ws.admin, code.id, held.id, 'approve')).status).toBe(200);
    expect(await scan(code.short_code)).toEqual({ status: 404, location: null });
    const after = (await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data;
    expect(after).toMatchObject({ url: 'https://example.com/new', status: 'paused' });
    expect(await events(code.id, 'qr.updated')).toEqual([after]);
    expect((await events(code.id, 'qr.approved')).map((data) => data.code)).toEqual([after]);
    expect((await audits(code.id, 'codes.update')).map((entry) => entry.actor_id)).toEqual([ws.admin.id]);

    const again = await decide(ws.admin, code.id, held.id, 'approve');
    expect(again.status).toBe(409);
    expect((await body(again)).detail).toContain('approved');
    expect((await decide(ws.admin, code.id, held.id, 'reject')).status).toBe(409);
  });

  it('changes nothing when rejected, with qr.rejected and an audit entry', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    const held = (await body(await patch(ws.contributor, code.id, { url: 'https://example.com/new' }))).meta.pending_revision;
    const res = await decide(ws.admin, code.id, held.id, 'reject', { comment: 'Not before the launch.' });
    expect(res.status).toBe(200);
    const decided = (await body(res)).data;
    expect(decided).toMatchObject({ status: 'rejected', comment: 'Not before the launch.', decided_by: { type: 'api_key', id: ws.admin.id } });
    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/old' });
    const after = (await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data;
    expect(after).toEqual(code);
    expect(await events(code.id, 'qr.rejected')).toEqual([{ revision: decided, code: after }]);
    expect(await audits(code.id, 'codes.reject')).toEqual([
      { actor_id: ws.admin.id, changes: { revision_id: [held.id, held.id], revision_status: ['pending', 'rejected'], comment: [null, 'Not before the launch.'] } },
    ]);
    expect(await revisions(ws.admin, code.id, '?status=rejected')).toEqual([decided]);
    expect(await revisions(ws.admin, code.id, '?status=pending')).toEqual([]);
  });

  it('holds a password as its hash and applies it on approval, never showing it', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    const { data, meta } = await body(await patch(ws.contributor, code.id, { password: 'staff only 2027' }));
    expect(data.has_password).toBe(false);
    expect(meta.pending_revision.changes).toEqual({ has_password: true });
    const [stored] = await t.db.query<{ patch: unknown; password_hash: string }>(`SELECT patch, password_hash FROM code_revisions WHERE id = $1`, [meta.pending_revision.id]);
    expect(stored!.patch).toEqual({});
    expect(stored!.password_hash).not.toContain('staff only');
    expect((await decide(ws.admin, code.id, meta.pending_revision.id, 'approve')).status).toBe(200);
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data.has_password).toBe(true);
    const unlocked = await t.request(`/${code.short_code}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'password=staff+only+2027' });
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.get('location')).toBe('https://example.com/old');
  });

  it('refuses an invalid or unsafe held change now, holding nothing (422)', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    const res = await patch(ws.contributor, code.id, { ab_enabled: true, title: 'x' });
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual([{ field: 'ab_target_url_b', message: expect.any(String) }]);
    expect(await revisions(ws.admin, code.id)).toEqual([]);
    expect((await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data.title).toBeNull();

    const unsafe = await patch(ws.contributor, code.id, { links: [{ label: 'Offer', url: 'https://evil.example/offer' }] });
    expect(unsafe.status).toBe(422);
    expect((await body(unsafe)).errors).toEqual([{ field: 'links.0.url', message: expect.stringContaining('unsafe') }]);
    expect(await revisions(ws.admin, code.id)).toEqual([]);
  });

  it('answers 404 for an unknown revision and for a revision of another code', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    const other = await createCode(ws.admin);
    const held = (await body(await patch(ws.contributor, code.id, { url: 'https://example.com/new' }))).meta.pending_revision;
    for (const [codeId, revisionId] of [[code.id, 'rev_unknown'], [other.id, held.id], ['qr_unknown', held.id]]) {
      const res = await decide(ws.admin, codeId!, revisionId!, 'approve');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const stranger = await t.createKey(await t.createTenant(), 'org_admin');
    expect((await decide(stranger, code.id, held.id, 'approve')).status).toBe(404);
    expect((await t.request(`/v1/codes/${code.id}/revisions`, { key: stranger })).status).toBe(404);
  });
});

describe('decisions', () => {
  it('are taken once: of an approval and a rejection racing, one wins and the other is 409', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    const held = (await body(await patch(ws.contributor, code.id, { url: 'https://example.com/new' }))).meta.pending_revision;
    const answers = await Promise.all([decide(ws.admin, code.id, held.id, 'approve'), decide(ws.admin, code.id, held.id, 'reject')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const [revision] = await revisions(ws.admin, code.id);
    const url = (await body(await t.request(`/v1/codes/${code.id}`, { key: ws.admin }))).data.url;
    expect(url).toBe(revision!.status === 'approved' ? 'https://example.com/new' : 'https://example.com/old');
    expect((await audits(code.id, 'codes.approve')).length + (await audits(code.id, 'codes.reject')).length).toBe(1);
  });

  it('reach the webhooks subscribed to the approval events, by type', async () => {
    const ws = await approvalWorkspace();
    const webhookId = await insertWebhookRow(t.db, ws.tenant, ['qr.approval_requested', 'qr.rejected']);
    const code = await createCode(ws.contributor);
    const [creation] = await revisions(ws.admin, code.id);
    await decide(ws.admin, code.id, creation!.id, 'reject');
    const deliveries = await t.db.query<{ event_type: string }>(`SELECT event_type FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at, id`, [webhookId]);
    expect(deliveries.map((row) => row.event_type).sort()).toEqual(['qr.approval_requested', 'qr.rejected']);
  });
});

describe('the approval setting', () => {
  it("does not hold a ws_admin's or org_admin's own changes", async () => {
    const ws = await approvalWorkspace();
    const orgAdmin = await t.createKey(ws.tenant, 'org_admin');
    for (const key of [ws.admin, orgAdmin]) {
      const code = await createCode(key);
      expect(code.status).toBe('live');
      const { data, meta } = await body(await patch(key, code.id, { url: 'https://example.com/new' }));
      expect(data.url).toBe('https://example.com/new');
      expect(meta.pending_revision).toBeUndefined();
      expect(await revisions(key, code.id)).toEqual([]);
    }
  });

  it('holds nothing when off: a contributor creates live codes and changes them directly', async () => {
    const ws = await approvalWorkspace(false);
    const code = await createCode(ws.contributor);
    expect(code.status).toBe('live');
    const { data } = await body(await patch(ws.contributor, code.id, { url: 'https://example.com/new' }));
    expect(data.url).toBe('https://example.com/new');
    expect(await revisions(ws.contributor, code.id)).toEqual([]);
  });

  it('turned off applies nothing: pending revisions stay pending and can still be approved or rejected', async () => {
    const ws = await approvalWorkspace();
    const code = await createCode(ws.admin);
    const draft = await createCode(ws.contributor);
    const held = (await body(await patch(ws.contributor, code.id, { url: 'https://example.com/new' }))).meta.pending_revision;
    await setApproval(ws, false);

    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/old' });
    expect((await scan(draft.short_code)).status).toBe(404);
    expect((await listCodes(ws.admin, 'pending_approval=true')).sort()).toEqual([code.id, draft.id].sort());

    // A contributor's new changes apply directly now; the held one still waits.
    const direct = await body(await patch(ws.contributor, code.id, { expires_at: '2099-01-01T00:00:00Z' }));
    expect(direct.data.expires_at).toBe('2099-01-01T00:00:00.000Z');
    expect(direct.meta.pending_revision).toBeUndefined();
    expect((await revisions(ws.admin, code.id, '?status=pending')).map((entry) => entry.id)).toEqual([held.id]);

    expect((await decide(ws.admin, code.id, held.id, 'approve')).status).toBe(200);
    expect(await scan(code.short_code)).toEqual({ status: 302, location: 'https://example.com/new' });
    const [creation] = await revisions(ws.admin, draft.id);
    expect((await decide(ws.admin, draft.id, creation!.id, 'reject')).status).toBe(200);
    expect((await scan(draft.short_code)).status).toBe(404);
  });
});
