import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, buildPayload, type CodeContent } from '../../src/payloads/build-payload';

describe('buildPayload', () => {
  it('dispatches on type', () => {
    const cases: [CodeContent, string][] = [
      [{ type: 'url', url: 'https://example.com/a?b=c' }, 'https://example.com/a?b=c'],
      [{ type: 'wifi', wifi_ssid: 'Net', wifi_password: 'pw' }, 'WIFI:T:WPA;S:Net;P:pw;;'],
      [{ type: 'email', email_to: 'a@example.com' }, 'mailto:a@example.com'],
      [{ type: 'sms', sms_phone: '123', sms_message: 'hi' }, 'SMSTO:123:hi'],
      [{ type: 'location', location_lat: 1.5, location_lng: -2 }, 'geo:1.5,-2'],
    ];
    for (const [content, payload] of cases) expect(buildPayload(content)).toEqual({ ok: true, payload });
    expect(buildPayload({ type: 'vcard', vcard_first_name: 'A' })).toMatchObject({ ok: true, payload: expect.stringMatching(/^BEGIN:VCARD\r\n/) });
    expect(CONTENT_TYPES).toEqual(['url', 'vcard', 'wifi', 'email', 'sms', 'location']);
  });

  it('answers a failure value for an unknown or empty content', () => {
    expect(buildPayload({ type: 'text' } as unknown as CodeContent)).toMatchObject({ ok: false, failure: { field: 'type' } });
    expect(buildPayload({ type: 'url', url: ' ' })).toMatchObject({ ok: false, failure: { field: 'url' } });
  });
});
