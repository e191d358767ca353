import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIFI_ENCRYPTIONS, buildWifiPayload, parseWifiPayload } from '../../src/payloads/wifi-payload';

// String building and parsing is cheap; 2 000 runs hit the reserved characters often
// because the text arbitrary mixes them in deliberately.
const RUNS = 2000;

const reserved = fc.constantFrom('\\', ';', ',', ':', '"', 'WIFI:', 'P:', ';;', ' ');
const text = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 4 }), reserved), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''))
  .filter((value) => value !== '');

describe('WIFI payload properties', () => {
  it('SSID and password round-trip through parseWifiPayload', () => {
    fc.assert(
      fc.property(text, text, fc.constantFrom('WPA', 'WEP'), fc.boolean(), (ssid, password, encryption, hidden) => {
        const result = buildWifiPayload({ type: 'wifi', wifi_ssid: ssid, wifi_password: password, wifi_encryption: encryption, wifi_hidden: hidden });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.payload.startsWith('WIFI:')).toBe(true);
        expect(result.payload.endsWith(';;')).toBe(true);
        expect(parseWifiPayload(result.payload)).toEqual({ ssid, password, encryption, hidden });
      }),
      { numRuns: RUNS },
    );
  });

  it('open networks round-trip without a password', () => {
    fc.assert(
      fc.property(text, (ssid) => {
        const result = buildWifiPayload({ type: 'wifi', wifi_ssid: ssid });
        expect(result.ok && parseWifiPayload(result.payload)).toEqual({ ssid, encryption: 'nopass', hidden: false });
      }),
      { numRuns: RUNS },
    );
  });

  it('parseWifiPayload never throws on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), text.map((value) => `WIFI:${value}`)), (input) => {
        const parsed = parseWifiPayload(input);
        if (parsed) expect(WIFI_ENCRYPTIONS).toContain(parsed.encryption);
      }),
      { numRuns: RUNS },
    );
  });
});
