import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLocationPayload } from '../../src/payloads/location-payload';

// Random doubles in range; 3 000 runs include tiny values that JavaScript prints with exponents.
const RUNS = 3000;

const latitude = fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -1e-6, max: 1e-6, noNaN: true }));
const longitude = fc.double({ min: -180, max: 180, noNaN: true });

describe('geo payload properties', () => {
  it('in-range coordinates give geo:lat,lng in plain decimals that read back exactly', () => {
    fc.assert(
      fc.property(latitude, longitude, (lat, lng) => {
        const result = buildLocationPayload({ type: 'location', location_lat: lat, location_lng: lng });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const match = /^geo:(-?[0-9]+(?:\.[0-9]+)?),(-?[0-9]+(?:\.[0-9]+)?)$/.exec(result.payload);
        expect(match).not.toBeNull();
        expect(Number(match![1])).toBe(lat === 0 ? 0 : lat);
        expect(Number(match![2])).toBe(lng === 0 ? 0 : lng);
      }),
      { numRuns: RUNS },
    );
  });

  it('out-of-range latitudes are refused, never thrown', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 90, max: 1e300, minExcluded: true }), fc.double({ max: -90, maxExcluded: true })), (lat) => {
        expect(buildLocationPayload({ type: 'location', location_lat: lat, location_lng: 0 }).ok).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});
