import { DEFAULT_PACING, RenderPacer, type PacingPolicy } from './render-pacer';
import type { RenderPlacement } from './render-placement';
import { BUSY, RENDER_QUEUE_DEFAULT, type CodeRenderTask, type RenderOutcome, type RenderPool } from './render-pool';

/** What a render needs of the app: its pool, and the scan counter that says whether people are scanning. */
export interface RenderServices {
  readonly renderPool: RenderPool;
  readonly scans: { readonly scanCount: number };
}

export interface ImageRendersOptions {
  /** Monotonic milliseconds; default `performance.now`. */
  readonly now?: () => number;
  /** Runs `run` after `ms`; returns its cancel. Default `setTimeout`. Tests pass a manual one. */
  readonly setTimer?: (run: () => void, ms: number) => () => void;
  readonly pacing?: PacingPolicy;
  /** Renders allowed to wait for their paced turn; one more is `busy` (503). Default the pool's queue, {@link RENDER_QUEUE_DEFAULT}. */
  readonly maxWaiting?: number;
}

interface Waiting {
  readonly services: RenderServices;
  readonly task: CodeRenderTask;
  readonly resolve: (outcome: RenderOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * When and where the image routes' uncached renders run, one per app context.
 *
 * Product decision: a scan is a person in front of a poster, an uncached image is a download
 * that can wait a few milliseconds. So:
 * - While scans arrive (ScanSink.scanCount moved within the last 200 ms, images/render-pacer.ts),
 *   every render goes to the pool, one at a time, each followed by a pause that keeps image work
 *   (the render's own time plus the loop's per-image work) at about 10 % of a core. The others
 *   wait here in arrival order; beyond `maxWaiting` of them an image is `busy` (503 with
 *   Retry-After), as when the pool's own queue is full.
 * - With no scans arriving, nothing is paced: a render estimated cheap (images/render-placement.ts:
 *   no logo, a small SVG, PNG or EPS) runs inline on the event loop, where it costs about what
 *   handing it to the pool would, and the rest go to the pool as before.
 * Renders still waiting when the scans stop all go to the pool at once, not inline: a burst of
 * them on the loop would be what the first next scan waits behind.
 * The bytes are the same wherever a render runs (the same function renders them).
 */
export class ImageRenders {
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => () => void;
  private readonly pacer: RenderPacer;
  private readonly maxWaiting: number;
  private readonly waiting: Waiting[] = [];
  private cancelTimer: (() => void) | undefined;

  constructor(options: ImageRendersOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? defaultTimer;
    this.pacer = new RenderPacer(options.pacing ?? DEFAULT_PACING);
    this.maxWaiting = options.maxWaiting ?? RENDER_QUEUE_DEFAULT;
  }

  /** Renders `task` where and when the rules above say; `placement` is where it may run while nobody scans. */
  render(services: RenderServices, task: CodeRenderTask, placement: RenderPlacement): Promise<RenderOutcome> {
    const scansArriving = this.pacer.observe(services.scans.scanCount, this.now());
    if (!scansArriving && this.waiting.length === 0) {
      return placement === 'inline' ? services.renderPool.render({ ...task, inline: true }) : this.run(services, task);
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(BUSY);
    return new Promise<RenderOutcome>((resolve, reject) => {
      this.waiting.push({ services, task, resolve, reject });
      this.pump();
    });
  }

  /** Renders waiting for their paced turn. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Starts what may start now; otherwise arranges to be called again when something may. */
  private pump(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    while (this.waiting.length > 0) {
      const head = this.waiting[0]!;
      const now = this.now();
      if (!this.pacer.observe(head.services.scans.scanCount, now)) {
        for (const waiting of this.waiting.splice(0)) this.start(waiting);
        return;
      }
      const delay = this.pacer.delay(now);
      if (delay > 0) {
        // Called again when the pause is over or, should the scans stop first, when they count
        // as stopped; a render in flight (an infinite delay) also calls it when it finishes.
        this.cancelTimer = this.setTimer(
          () => {
            this.cancelTimer = undefined;
            this.pump();
          },
          Math.min(delay, this.pacer.quietIn(now)),
        );
        return;
      }
      this.waiting.shift();
      this.start(head);
    }
  }

  private start(waiting: Waiting): void {
    this.run(waiting.services, waiting.task).then(waiting.resolve, waiting.reject);
  }

  /** A render in the pool, charged to the pacer when it ends (refused or failed: the loop's part only). */
  private async run(services: RenderServices, task: CodeRenderTask): Promise<RenderOutcome> {
    this.pacer.started();
    let renderMs = 0;
    try {
      const outcome = await services.renderPool.render(task);
      if (outcome.ok) renderMs = outcome.renderMs;
      return outcome;
    } finally {
      this.pacer.finished(renderMs, this.now());
      if (this.waiting.length > 0) this.pump();
    }
  }
}

function defaultTimer(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}
