import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACING, RenderPacer, type PacingPolicy } from '../../src/images/render-pacer';

// The pacing rule on its own, time passed in: when scans count as arriving (against a reference
// model), one paced render at a time, and the share of time paced renders may take.

const policyArb: fc.Arbitrary<PacingPolicy> = fc.record({
  scanWindowMs: fc.integer({ min: 0, max: 500 }),
  share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  loopMsPerImage: fc.double({ min: 0, max: 2, noNaN: true }),
  maxChargedRenderMs: fc.double({ min: 0, max: 200, noNaN: true }),
});

describe('RenderPacer.observe: are people scanning?', () => {
  it('says yes exactly when the scan counter was seen to move within the window', () => {
    // Looks at increasing times; the counter moves (or not) between looks.
    const looksArb = fc.array(fc.record({ afterMs: fc.integer({ min: 0, max: 400 }), newScans: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })) }), { maxLength: 60 });
    fc.assert(
      fc.property(policyArb, looksArb, (policy, looks) => {
        const pacer = new RenderPacer(policy);
        let now = 0;
        let count = 0;
        let lastMoveSeenAt: number | undefined;
        for (const look of looks) {
          now += look.afterMs;
          count += look.newScans;
          if (look.newScans > 0) lastMoveSeenAt = now;
          const expected = lastMoveSeenAt !== undefined && now - lastMoveSeenAt < policy.scanWindowMs;
          expect(pacer.observe(count, now)).toBe(expected);
          // And how long it stays so without another scan.
          expect(pacer.quietIn(now) > 0).toBe(expected);
          if (expected) expect(pacer.observe(count, now + pacer.quietIn(now))).toBe(false);
        }
      }),
    );
  });

  it('an app that never saw a scan is not paced', () => {
    const pacer = new RenderPacer();
    for (const now of [0, 1, 1000, 1e9]) expect(pacer.observe(0, now)).toBe(false);
  });
});

/** One simulated paced render: its own time, and how much longer than that it took to come back (messaging, preemption). */
const renderArb = fc.record({ renderMs: fc.double({ min: 0, max: 300, noNaN: true }), extraMs: fc.double({ min: 0, max: 20, noNaN: true }) });

describe('RenderPacer: renders while scans arrive', () => {
  it('one at a time: none may start while one runs', () => {
    fc.assert(
      fc.property(policyArb, fc.array(renderArb, { minLength: 1, maxLength: 30 }), (policy, renders) => {
        const pacer = new RenderPacer(policy);
        let now = 0;
        for (const render of renders) {
          now += pacer.delay(now);
          pacer.started();
          expect(pacer.delay(now)).toBe(Number.POSITIVE_INFINITY);
          expect(pacer.delay(now + 1e9)).toBe(Number.POSITIVE_INFINITY);
          now += render.renderMs + render.extraMs;
          pacer.finished(render.renderMs, now);
          expect(pacer.delay(now)).toBeLessThan(Number.POSITIVE_INFINITY);
        }
      }),
    );
  });

  it('keeps paced work (render, charged up to its cap, plus the loop per image) within share × elapsed time, plus one render', () => {
    fc.assert(
      fc.property(policyArb, fc.array(renderArb, { minLength: 1, maxLength: 40 }), fc.array(fc.double({ min: 0, max: 30, noNaN: true }), { maxLength: 40 }), (policy, renders, idles) => {
        const pacer = new RenderPacer(policy);
        let now = 0;
        let work = 0;
        let largest = 0;
        renders.forEach((render, index) => {
          // Starts as soon as the pacer allows, or later when no render was asked for meanwhile.
          now += pacer.delay(now) + (idles[index] ?? 0);
          const cost = Math.min(render.renderMs, policy.maxChargedRenderMs) + policy.loopMsPerImage;
          work += cost;
          largest = Math.max(largest, cost);
          // Every render started so far, the last one whole, against the time up to its start.
          expect(work).toBeLessThanOrEqual(policy.share * now + largest + 1e-6 * (1 + now));
          pacer.started();
          now += render.renderMs + render.extraMs;
          pacer.finished(render.renderMs, now);
        });
      }),
    );
  });

  it('with the defaults, a 4 px PNG (0.05 ms in its worker) is followed by a 2.45 ms pause, a logo PNG (15 ms) by 137 ms', () => {
    const pacer = new RenderPacer(DEFAULT_PACING);
    pacer.started();
    pacer.finished(0.05, 100);
    expect(pacer.delay(100)).toBeCloseTo(2.45, 6);
    pacer.started();
    pacer.finished(15, 200);
    expect(pacer.delay(200)).toBeCloseTo(137, 6);
    expect(pacer.delay(337)).toBe(0);
    // A first render loading pdf-lib in a fresh worker is charged 100 ms, not its 600.
    pacer.started();
    pacer.finished(600, 400);
    expect(pacer.delay(400)).toBeCloseTo(902, 6);
  });

  it('refuses a policy it cannot keep', () => {
    expect(() => new RenderPacer({ ...DEFAULT_PACING, share: 0 })).toThrow(RangeError);
    expect(() => new RenderPacer({ ...DEFAULT_PACING, share: 1.5 })).toThrow(RangeError);
    expect(() => new RenderPacer({ ...DEFAULT_PACING, scanWindowMs: -1 })).toThrow(RangeError);
    expect(() => new RenderPacer({ ...DEFAULT_PACING, maxChargedRenderMs: Number.NaN })).toThrow(RangeError);
  });
});
