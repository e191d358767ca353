import { describe, expect, it } from 'vitest';
import { buildLocationPayload } from '../../src/payloads/location-payload';

const geo = (lat: number | string, lng: number | string) => buildLocationPayload({ type: 'location', location_lat: lat, location_lng: lng });

describe('buildLocationPayload', () => {
  it('writes geo:lat,lng (RFC 5870)', () => {
    expect(geo(52.52, 13.405)).toEqual({ ok: true, payload: 'geo:52.52,13.405' });
    expect(geo(-33.8688, 151.2093)).toEqual({ ok: true, payload: 'geo:-33.8688,151.2093' });
    expect(geo('48.8584', ' 2.2945 ')).toEqual({ ok: true, payload: 'geo:48.8584,2.2945' });
  });

  it('accepts the range limits and writes no exponent', () => {
    expect(geo(90, -180)).toEqual({ ok: true, payload: 'geo:90,-180' });
    expect(geo(-90, 180)).toEqual({ ok: true, payload: 'geo:-90,180' });
    expect(geo(1e-7, -0)).toEqual({ ok: true, payload: 'geo:0.0000001,0' });
  });

  it('refuses out-of-range and non-numeric coordinates', () => {
    expect(geo(90.0001, 0)).toMatchObject({ ok: false, failure: { field: 'location_lat' } });
    expect(geo(0, -180.5)).toMatchObject({ ok: false, failure: { field: 'location_lng' } });
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '1e1', '0x10', '', 'north', '1,5']) {
      expect(geo(bad, 0), String(bad)).toMatchObject({ ok: false, failure: { code: 'invalid_content', field: 'location_lat' } });
    }
  });
});
