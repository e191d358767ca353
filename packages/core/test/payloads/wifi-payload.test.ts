import { describe, expect, it } from 'vitest';
import { buildWifiPayload, escapeWifiText, parseWifiPayload, type WifiContent } from '../../src/payloads/wifi-payload';

const wifi = (fields: Omit<WifiContent, 'type'>) => buildWifiPayload({ type: 'wifi', ...fields });

describe('buildWifiPayload', () => {
  it('writes the ZXing WIFI format, WPA by default with a password', () => {
    expect(wifi({ wifi_ssid: 'Home', wifi_password: 'secret' })).toEqual({ ok: true, payload: 'WIFI:T:WPA;S:Home;P:secret;;' });
  });

  it('is nopass without a password, and omits P', () => {
    expect(wifi({ wifi_ssid: 'Cafe' })).toEqual({ ok: true, payload: 'WIFI:T:nopass;S:Cafe;;' });
    expect(wifi({ wifi_ssid: 'Cafe', wifi_password: '' })).toEqual({ ok: true, payload: 'WIFI:T:nopass;S:Cafe;;' });
  });

  it('takes WEP and hidden networks', () => {
    expect(wifi({ wifi_ssid: 'Old', wifi_password: 'k', wifi_encryption: 'wep', wifi_hidden: true })).toEqual({
      ok: true,
      payload: 'WIFI:T:WEP;S:Old;P:k;H:true;;',
    });
  });

  it('escapes \\ ; , : and "', () => {
    expect(escapeWifiText('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifi({ wifi_ssid: 'my;net', wifi_password: 'p:w,"x"' })).toEqual({
      ok: true,
      payload: 'WIFI:T:WPA;S:my\\;net;P:p\\:w\\,\\"x\\";;',
    });
  });

  it('keeps spaces that belong to the SSID or password', () => {
    expect(wifi({ wifi_ssid: ' Guest ', wifi_password: ' pw ' })).toEqual({ ok: true, payload: 'WIFI:T:WPA;S: Guest ;P: pw ;;' });
  });

  it('refuses a missing SSID, an unknown encryption and contradictions', () => {
    expect(wifi({ wifi_ssid: '' })).toMatchObject({ ok: false, failure: { field: 'wifi_ssid' } });
    expect(wifi({ wifi_ssid: 'x', wifi_encryption: 'WPA4', wifi_password: 'p' })).toMatchObject({
      ok: false,
      failure: { field: 'wifi_encryption' },
    });
    expect(wifi({ wifi_ssid: 'x', wifi_encryption: 'WPA' })).toMatchObject({ ok: false, failure: { field: 'wifi_password' } });
    expect(wifi({ wifi_ssid: 'x', wifi_encryption: 'nopass', wifi_password: 'p' })).toMatchObject({
      ok: false,
      failure: { field: 'wifi_password' },
    });
  });
});

describe('parseWifiPayload', () => {
  it('reads fields in any order with escapes', () => {
    expect(parseWifiPayload('WIFI:S:my\\;net;T:WEP;P:a\\\\b;H:true;;')).toEqual({
      ssid: 'my;net',
      encryption: 'WEP',
      password: 'a\\b',
      hidden: true,
    });
    expect(parseWifiPayload('WIFI:S:x;')).toEqual({ ssid: 'x', encryption: 'nopass', hidden: false });
  });

  it('returns undefined for anything else', () => {
    for (const text of ['', 'WIFI:', 'WIFI:T:WPA;;', 'http://x', 'WIFI:S']) {
      expect(parseWifiPayload(text), text).toBeUndefined();
    }
  });
});
