import { describe, expect, it } from 'vitest';
import { buildPayload, type CodeContent } from '../../src/payloads/build-payload';
import {
  batchCodeItemSchema,
  codeSchema,
  createCodeSchema,
  listCodesQuerySchema,
  updateCodeSchema,
  type CreateCodeInput,
} from '../../src/schemas/codes';

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('createCodeSchema', () => {
  it('defaults to a dynamic url code and folds target_url into url', () => {
    expect(createCodeSchema.parse({ url: 'https://example.com' })).toEqual({ type: 'url', is_dynamic: true, url: 'https://example.com' });
    expect(createCodeSchema.parse({ target_url: 'http://example.com/x' })).toEqual({ type: 'url', is_dynamic: true, url: 'http://example.com/x' });
    expect(issues(createCodeSchema.safeParse({ url: 'https://a.com', target_url: 'https://b.com' }))).toEqual(['target_url']);
  });

  it('makes the validated body the one content shape buildPayload takes', () => {
    const input: CreateCodeInput = createCodeSchema.parse({ type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 'pw' });
    const content: CodeContent = input;
    expect(buildPayload(content)).toEqual({ ok: true, payload: 'WIFI:T:WPA;S:Cafe;P:pw;;' });
  });

  it('answers a wifi encryption typed in any case in its canonical spelling, and leaves others to the payload', () => {
    const wifi = (wifi_encryption: string) => createCodeSchema.parse({ type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 'pw', wifi_encryption });
    expect(wifi('wpa')).toMatchObject({ wifi_encryption: 'WPA' });
    expect(wifi(' Wep ')).toMatchObject({ wifi_encryption: 'WEP' });
    expect(wifi('NOPASS')).toMatchObject({ wifi_encryption: 'nopass' });
    expect(buildPayload(wifi('WPA4'))).toMatchObject({ ok: false, failure: { field: 'wifi_encryption' } });
  });

  it('makes non-url types static: is_dynamic defaults to false and true is refused', () => {
    expect(createCodeSchema.parse({ type: 'sms', sms_phone: '123' })).toMatchObject({ is_dynamic: false });
    expect(issues(createCodeSchema.safeParse({ type: 'sms', sms_phone: '123', is_dynamic: true }))).toEqual(['is_dynamic']);
  });

  it('accepts exactly the six creation types', () => {
    for (const type of ['text', 'phone', 'event', 'URL']) expect(issues(createCodeSchema.safeParse({ type, url: 'https://x.com' }))).toEqual(['type']);
  });

  it('allows A/B and landing fields on dynamic url codes only', () => {
    const dynamic = { url: 'https://x.com', ab_enabled: true, ab_target_url_b: 'https://y.com', ab_weight_a: 25, is_landing_page: true, links: [] };
    expect(createCodeSchema.safeParse(dynamic).success).toBe(true);
    expect(issues(createCodeSchema.safeParse({ ...dynamic, is_dynamic: false }))).toEqual(['ab_enabled', 'ab_target_url_b', 'ab_weight_a', 'is_landing_page', 'links']);
    expect(issues(createCodeSchema.safeParse({ type: 'vcard', vcard_first_name: 'A', links: [] }))).toEqual(['links']);
    expect(issues(createCodeSchema.safeParse({ url: 'https://x.com', ab_weight_a: 0.5 }))).toEqual(['ab_weight_a']);
  });

  it('refuses appearance, non-http URLs and over-long fields', () => {
    expect(issues(createCodeSchema.safeParse({ url: 'https://x.com', appearance: null }))).toEqual(['appearance']);
    for (const url of ['ftp://x.com', 'javascript:alert(1)', 'https://', `https://x.com/${'a'.repeat(2048)}`]) {
      expect(issues(createCodeSchema.safeParse({ url }))).toEqual(['url']);
    }
    expect(issues(createCodeSchema.safeParse({ url: 'https://x.com', notes: 'x'.repeat(2001) }))).toEqual(['notes']);
    expect(createCodeSchema.safeParse({ url: 'https://x.com', notes: 'x'.repeat(2000) }).success).toBe(true);
  });

  it('refuses a user name or password in every URL a code stores, as webhook URLs do', () => {
    const messages = (result: { error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((issue) => issue.message);
    for (const url of ['https://user:secret@x.com/', 'http://user@x.com', 'https://:secret@x.com', 'HTTPS://a%40b:c@x.com/p']) {
      expect(messages(createCodeSchema.safeParse({ url }))).toEqual(['must not contain a user name or password']);
      expect(issues(createCodeSchema.safeParse({ url: 'https://x.com', ab_enabled: true, ab_target_url_b: url }))).toEqual(['ab_target_url_b']);
      expect(issues(createCodeSchema.safeParse({ url: 'https://x.com', links: [{ label: 'a', url }] }))).toEqual(['links.0.url']);
      expect(issues(updateCodeSchema.safeParse({ target_url: url }))).toEqual(['target_url']);
    }
    // An @ after the host is part of the path or query, not a credential.
    expect(createCodeSchema.safeParse({ url: 'https://x.com/@user?mail=a@b.c' }).success).toBe(true);
  });

  it('takes at most 20 tags, trims them and drops duplicates', () => {
    expect(createCodeSchema.parse({ url: 'https://x.com', tags: [' a', 'a', 'b'] })).toMatchObject({ tags: ['a', 'b'] });
    expect(issues(createCodeSchema.safeParse({ url: 'https://x.com', tags: Array.from({ length: 21 }, (_, i) => `${i}`) }))).toEqual(['tags']);
  });

  it('batch items take url, vcard and wifi only', () => {
    expect(batchCodeItemSchema.safeParse({ type: 'wifi', wifi_ssid: 'x' }).success).toBe(true);
    expect(issues(batchCodeItemSchema.safeParse({ type: 'email', email_to: 'a@b.co' }))).toEqual(['type']);
  });
});

describe('updateCodeSchema', () => {
  it('keeps unknown appearance keys for the 400 of Appearance rule 3', () => {
    expect(updateCodeSchema.parse({ appearance: { fg: '#000' } })).toEqual({ appearance: { fg: '#000' } });
  });

  it('takes live, paused and archived only, and nulls where the contract allows them', () => {
    expect(issues(updateCodeSchema.safeParse({ status: 'flagged' }))).toEqual(['status']);
    expect(updateCodeSchema.parse({ expires_at: null, notes: null, appearance: null })).toEqual({ expires_at: null, notes: null, appearance: null });
  });
});

describe('listCodesQuerySchema', () => {
  it('defaults the page size to 20 and accepts the listable states', () => {
    expect(listCodesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listCodesQuerySchema.parse({ status: 'archived', limit: '5' })).toEqual({ status: 'archived', limit: 5 });
    expect(listCodesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('codeSchema', () => {
  it('describes a record with both names and additional content fields', () => {
    const url = 'http://qz.test/abc';
    const image = (ext: string) => `http://qz.test/v1/codes/abc/qr.${ext}`;
    const record = {
      id: 'qr_1',
      workspace_id: 'ws_1',
      short_code: 'abc',
      short_url: url,
      redirect_url: url,
      image_svg_url: image('svg'),
      image_png_url: image('png'),
      image_pdf_url: image('pdf'),
      image_eps_url: image('eps'),
      images: { svg: image('svg'), png: image('png'), pdf: image('pdf'), eps: image('eps') },
      type: 'vcard',
      url: null,
      target_url: null,
      vcard_first_name: 'Ada',
      title: null,
      is_dynamic: false,
      status: 'live',
      paused_reason: null,
      total_scans: 0,
      tags: [],
      notes: null,
      expires_at: null,
      appearance: { foreground_color: null, background_color: null, module_shape: null, finder_shape: null, finder_color: null, gradient: null },
      logo_file_id: null,
      is_landing_page: false,
      links: [],
      ab_enabled: false,
      ab_target_url_b: null,
      ab_weight_a: null,
      rules: [],
      has_password: false,
      max_scans: null,
      active_from: null,
      utm: { source: null, medium: null, campaign: null, term: null, content: null },
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(codeSchema.parse(record)).toEqual(record);
    expect(codeSchema.parse({ ...record, status: 'paused', paused_reason: 'unsafe_link' })).toMatchObject({ paused_reason: 'unsafe_link' });
    expect(codeSchema.safeParse({ ...record, paused_reason: 'because' }).success).toBe(false);
  });
});
