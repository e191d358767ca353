import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_DEVICE_PIXELS, MIN_MODULE_MM, moduleOnPress, moduleSizeWarning } from '../src/press-module';

const RUNS = 2000;
const moduleMm = fc.double({ min: 0.25, max: 5, noNaN: true });
const dpi = fc.integer({ min: 72, max: 4800 });

describe('press-aware module warnings', () => {
  it('a module lands on floor or ceil of its device pixels, and the error is what that changes', () => {
    fc.assert(
      fc.property(moduleMm, dpi, (mm, pressDpi) => {
        const press = moduleOnPress(mm, pressDpi);
        expect(press.pixels).toBeCloseTo((mm / 25.4) * pressDpi, 9);
        expect(press.narrowest).toBeLessThanOrEqual(press.pixels);
        expect(press.widest).toBeGreaterThanOrEqual(press.pixels);
        expect(press.widest - press.narrowest).toBeLessThanOrEqual(1);
        const [low, high] = press.errorPercent;
        expect(low).toBeLessThanOrEqual(0);
        expect(high).toBeGreaterThanOrEqual(0);
        // The error is at most one pixel over the module's width.
        expect(Math.max(-low, high)).toBeLessThanOrEqual(100 / press.pixels + 0.05);
      }),
      { numRuns: RUNS },
    );
  });

  it('warns exactly below 4 device pixels when the press resolution is given, with the numbers', () => {
    fc.assert(
      fc.property(moduleMm, dpi, (mm, pressDpi) => {
        const warning = moduleSizeWarning(mm, { pressDpi });
        const pixels = (mm / 25.4) * pressDpi;
        expect(warning !== undefined).toBe(pixels < MIN_DEVICE_PIXELS);
        if (warning) {
          expect(warning).toContain(`at ${pressDpi} dpi`);
          expect(warning).toMatch(/printed \d+ to \d+ pixels wide \(-?[\d.]+ % to \+?[\d.]+ %\)/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('warns exactly below 0.33 mm by default, or below the floor given', () => {
    fc.assert(
      fc.property(moduleMm, fc.option(fc.double({ min: 0.25, max: 2, noNaN: true }), { nil: undefined }), (mm, floor) => {
        const warning = moduleSizeWarning(mm, floor === undefined ? {} : { minModuleMm: floor });
        expect(warning !== undefined).toBe(mm < (floor ?? MIN_MODULE_MM));
      }),
      { numRuns: RUNS },
    );
  });

  it('is plain ASCII without commas, so warnings join into one header value or CSV field', () => {
    fc.assert(
      fc.property(moduleMm, dpi, fc.double({ min: 0.25, max: 2, noNaN: true }), (mm, pressDpi, floor) => {
        const warning = moduleSizeWarning(mm, { pressDpi, minModuleMm: floor }) ?? '';
        expect(warning).toMatch(/^[\x20-\x7e]*$/);
        expect(warning).not.toContain(',');
      }),
      { numRuns: RUNS },
    );
  });

  it('words the issue example: 0.25 mm modules at 300 dpi', () => {
    expect(moduleSizeWarning(0.25, { pressDpi: 300 })).toBe('module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)');
    expect(moduleSizeWarning(0.25)).toBe('module 0.25 mm is below 0.33 mm');
    expect(moduleSizeWarning(0.5, { pressDpi: 2400 })).toBeUndefined();
  });
});
