/**
 * The pacing rule of uncached image renders (images/image-renders.ts) as a small state machine
 * with the time passed in: no clock, no timers, so it is property-tested on its own.
 *
 * Product decision: a scan is a person in front of a poster, an uncached image is a
 * download that can wait a few milliseconds. While scans arrive, renders run one at a time and
 * each is followed by a pause long enough that image work takes at most {@link PacingPolicy.share}
 * of one core; with no scans there is no pacing at all.
 */
export interface PacingPolicy {
  /**
   * Scans seen within this many milliseconds mean people are scanning. 200 ms: far longer than
   * the gaps inside a stream of scans that keeps the event loop noticeably busy (at 5 scans/s
   * and more pacing then stays on instead of flickering between scans), yet short enough that
   * renders go back to full speed as soon as a burst is over; and it is below what a person
   * notices as a delay of the image they asked for.
   */
  readonly scanWindowMs: number;
  /**
   * Share of one core paced renders may take, counting the render (in its worker) and the
   * event loop's own work per image ({@link PacingPolicy.loopMsPerImage}). 0.1: redirects keep
   * nine tenths of the loop (the target is 80 % of their rate alone), and a 4 px PNG
   * (~0.05 ms in its worker) still gets ~400 per second, a logo PNG (~15 ms) ~6 per second.
   */
  readonly share: number;
  /**
   * The event loop's own work per rendered image besides the render (routing, ETag, the
   * dispatch to the pool and the bytes back, the socket write), in milliseconds: charged with
   * every render, since the worker's time alone would leave it out. Measured ~0.2 ms per 4 px
   * PNG (bench/README.md, "Where the time goes").
   */
  readonly loopMsPerImage: number;
  /**
   * The most one render is charged, in milliseconds. A fresh worker's first render also loads
   * what the writers load lazily (resvg: hundreds of milliseconds, once per worker, and
   * workers idle out after 30 s), which would otherwise pause every render for seconds while
   * people scan. 100 ms is above what an image route's render takes once loaded (a logo PNG at
   * 20 px: ~15 ms); the rare render longer than that takes more than its share.
   */
  readonly maxChargedRenderMs: number;
}

export const DEFAULT_PACING: PacingPolicy = Object.freeze({ scanWindowMs: 200, share: 0.1, loopMsPerImage: 0.2, maxChargedRenderMs: 100 });

/** Paced renders run one at a time: the pause after each is what keeps their share. */
const PACED_AT_ONCE = 1;

export class RenderPacer {
  /** The scan counter as last seen (the sink starts at 0). */
  private seenScans = 0;
  private lastScanAtMs = Number.NEGATIVE_INFINITY;
  private nextStartAtMs = Number.NEGATIVE_INFINITY;
  private running = 0;

  constructor(readonly policy: PacingPolicy = DEFAULT_PACING) {
    if (!(policy.share > 0 && policy.share <= 1)) throw new RangeError(`share must be in (0, 1], got ${policy.share}`);
    if (!(policy.scanWindowMs >= 0)) throw new RangeError(`scanWindowMs must be ≥ 0, got ${policy.scanWindowMs}`);
    if (!(policy.loopMsPerImage >= 0)) throw new RangeError(`loopMsPerImage must be ≥ 0, got ${policy.loopMsPerImage}`);
    if (!(policy.maxChargedRenderMs >= 0)) throw new RangeError(`maxChargedRenderMs must be ≥ 0, got ${policy.maxChargedRenderMs}`);
  }

  /**
   * Looks at the scan counter (ScanSink.scanCount) at `nowMs` and says whether scans are
   * arriving: whether it was seen to move within the last {@link PacingPolicy.scanWindowMs}.
   * It is only looked at when a render is decided, so a change found after a long quiet spell
   * counts as seen now: pacing errs towards the scans.
   */
  observe(scanCount: number, nowMs: number): boolean {
    if (scanCount !== this.seenScans) {
      this.seenScans = scanCount;
      this.lastScanAtMs = nowMs;
    }
    return nowMs - this.lastScanAtMs < this.policy.scanWindowMs;
  }

  /**
   * Milliseconds from `nowMs` until scans stop counting as arriving, should no new one come (0
   * when they already do not): renders waiting for their paced turn are let go then.
   */
  quietIn(nowMs: number): number {
    return Math.max(0, this.lastScanAtMs + this.policy.scanWindowMs - nowMs);
  }

  /**
   * Milliseconds until a paced render may start: 0 now, Infinity while one is running (it is
   * asked again when that one finishes).
   */
  delay(nowMs: number): number {
    if (this.running >= PACED_AT_ONCE) return Number.POSITIVE_INFINITY;
    return Math.max(0, this.nextStartAtMs - nowMs);
  }

  /** A render (paced or not) went to the pool. */
  started(): void {
    this.running++;
  }

  /**
   * A render finished at `nowMs` after `renderMs` of its own time (0 if it failed or was
   * refused). Its cost is that (at most {@link PacingPolicy.maxChargedRenderMs}) plus the loop's
   * work per image; the next paced start waits until the cost is {@link PacingPolicy.share} of
   * the time from this render's start (at least `renderMs` before now) to the next one's: a
   * pause of cost / share − renderMs.
   */
  finished(renderMs: number, nowMs: number): void {
    if (this.running > 0) this.running--;
    const charged = Math.min(renderMs, this.policy.maxChargedRenderMs);
    const costMs = charged + this.policy.loopMsPerImage;
    this.nextStartAtMs = Math.max(this.nextStartAtMs, nowMs + costMs / this.policy.share - charged);
  }

  /** Renders started and not finished. */
  get inFlight(): number {
    return this.running;
  }
}
