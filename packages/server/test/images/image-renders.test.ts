import { afterEach, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../../src/app/app-context';
import { createApp } from '../../src/http/create-app';
import { ImageRenders, type ImageRendersOptions, type RenderServices } from '../../src/images/image-renders';
import { DEFAULT_PACING } from '../../src/images/render-pacer';
import { createRenderPool, type CodeRenderTask, type RenderOutcome, type RenderPool, type RenderTask } from '../../src/images/render-pool';
import { silentLogger } from '../../src/logger';
import { decodePng } from '../helpers/decode-png';
import { insertCodeRow } from '../helpers/insert-code-row';
import { trackStartedWorkers } from '../helpers/started-workers';
import { body, setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

/** A clock that stands still until the test moves it, and timers that fire only when the test says. */
function manualTime() {
  let now = 1_000;
  const timers: { run: () => void; ms: number }[] = [];
  return {
    options: {
      now: () => now,
      setTimer: (run: () => void, ms: number) => {
        const timer = { run, ms };
        timers.push(timer);
        return () => {
          const index = timers.indexOf(timer);
          if (index >= 0) timers.splice(index, 1);
        };
      },
    } satisfies ImageRendersOptions,
    advance: (ms: number) => (now += ms),
    /** The one armed timer's delay (ImageRenders keeps at most one). */
    armed: () => timers.map((timer) => timer.ms),
    fire: () => {
      for (const timer of timers.splice(0)) timer.run();
    },
  };
}

// ─── ImageRenders on a fake pool: where and when each render goes ────────────────────────────

/** A pool whose renders finish when the test says, recording what it was asked. */
function fakePool() {
  const calls: { task: RenderTask; finish: (renderMs: number) => void }[] = [];
  const pool: RenderPool = {
    render: (task) =>
      new Promise<RenderOutcome>((resolve) => {
        calls.push({ task, finish: (renderMs) => resolve({ ok: true, bytes: Uint8Array.of(1), renderMs }) });
      }),
    pending: 0,
    completed: 0,
    threads: 0,
    close: async () => {},
  };
  return { pool, calls };
}

const TASK: CodeRenderTask = { content: 'http://qz.test/abc', options: { format: 'png', ecc: 'M', moduleSize: 4, foreground: { r: 0, g: 0, b: 0 }, background: { r: 255, g: 255, b: 255 }, defaultColors: true, page: 'square' } };

/** Lets the renders' promise chains run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageRenders: nobody scanning', () => {
  it('a cheap render goes to the pool marked inline, any other unmarked, and nothing waits', async () => {
    const time = manualTime();
    const renders = new ImageRenders(time.options);
    const { pool, calls } = fakePool();
    const services: RenderServices = { renderPool: pool, scans: { scanCount: 0 } };
    const results = [renders.render(services, TASK, 'inline'), renders.render(services, TASK, 'worker'), renders.render(services, TASK, 'worker')];
    expect(calls.map((call) => 'inline' in call.task && call.task.inline === true)).toEqual([true, false, false]);
    for (const call of calls) call.finish(50);
    expect((await Promise.all(results)).every((outcome) => outcome.ok)).toBe(true);
    expect(time.armed()).toEqual([]);
  });
});

describe('ImageRenders: while scans arrive', () => {
  it('renders one at a time in the pool, never inline, each followed by its pause', async () => {
    const time = manualTime();
    const renders = new ImageRenders(time.options);
    const { pool, calls } = fakePool();
    const scans = { scanCount: 1 };
    const services: RenderServices = { renderPool: pool, scans };
    const results = [0, 1, 2].map(() => renders.render(services, TASK, 'inline'));
    expect(calls).toHaveLength(1);
    expect('inline' in calls[0]!.task && calls[0]!.task.inline).toBeFalsy();
    expect(renders.waitingCount).toBe(2);

    calls[0]!.finish(1);
    await results[0];
    // Cost 1 ms + 0.2 ms of the loop at a 10 % share: 12 ms from its start, 11 ms after it ended.
    expect(time.armed()).toHaveLength(1);
    expect(time.armed()[0]).toBeCloseTo((1 + DEFAULT_PACING.loopMsPerImage) / DEFAULT_PACING.share - 1, 6);
    time.advance(5);
    scans.scanCount++;
    time.fire();
    await settle();
    expect(calls).toHaveLength(1);
    time.advance(6);
    time.fire();
    await settle();
    expect(calls).toHaveLength(2);
    expect(renders.waitingCount).toBe(1);
    calls[1]!.finish(1);
    await results[1];

    // The scans stop: once the window has passed, whatever waits goes to the pool at once, unpaced.
    time.advance(DEFAULT_PACING.scanWindowMs);
    time.fire();
    await settle();
    expect(calls).toHaveLength(3);
    expect('inline' in calls[2]!.task && calls[2]!.task.inline).toBeFalsy();
    calls[2]!.finish(1);
    expect((await results[2]!).ok).toBe(true);
    expect(renders.waitingCount).toBe(0);
  });

  it('when the scans stop during a long render, the ones waiting go when the window has passed, not when it ends', async () => {
    const time = manualTime();
    const renders = new ImageRenders(time.options);
    const { pool, calls } = fakePool();
    const services: RenderServices = { renderPool: pool, scans: { scanCount: 1 } };
    const [long, next] = [0, 1].map(() => renders.render(services, TASK, 'worker'));
    expect(calls).toHaveLength(1);
    expect(time.armed()).toEqual([DEFAULT_PACING.scanWindowMs]);
    time.advance(DEFAULT_PACING.scanWindowMs);
    time.fire();
    await settle();
    expect(calls).toHaveLength(2);
    for (const call of calls) call.finish(5_000);
    expect((await Promise.all([long!, next!])).every((outcome) => outcome.ok)).toBe(true);
  });

  it('beyond maxWaiting a render is busy at once', async () => {
    const time = manualTime();
    const renders = new ImageRenders({ ...time.options, maxWaiting: 1 });
    const { pool, calls } = fakePool();
    const services: RenderServices = { renderPool: pool, scans: { scanCount: 3 } };
    const [running, waiting, refused] = [0, 1, 2].map(() => renders.render(services, TASK, 'worker'));
    expect(await refused).toEqual({ ok: false, code: 'busy' });
    calls[0]!.finish(0);
    await running;
    time.advance(100);
    time.fire();
    await settle();
    calls[1]!.finish(0);
    expect((await waiting!).ok).toBe(true);
  });
});

// ─── The image routes with it ─────────────────────────────────────────────────────────────────

const started = trackStartedWorkers();
const pools: RenderPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

/** An app on a fresh context (its own caches and scan sink) and render pool; `renders` replaces its ImageRenders. */
function appWith(renders?: ImageRenders) {
  const pool = createRenderPool({ threads: 1, logger: silentLogger });
  pools.push(pool);
  const made = createAppContext({ db: t.db, config: t.config, clock: t.clock, logger: silentLogger, renderPool: pool });
  const ctx: AppContext = renders ? { ...made, imageRenders: renders } : made;
  return { pool, ctx, app: createApp({ context: ctx }).app };
}

async function scan(app: ReturnType<typeof appWith>['app'], shortCode: string): Promise<void> {
  const res = await app.request(`/${shortCode}`);
  expect(res.status).toBe(302);
}

describe('image routes: inline while nobody scans, in the pool and paced while people do', () => {
  it('a 4 px PNG renders inline when nobody scans and in a worker right after a scan: the same bytes and ETag', async () => {
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const path = `/v1/codes/${code.shortCode}/qr.png?fg=1a73e8`;

    const quiet = appWith();
    const inline = await quiet.app.request(path);
    expect(inline.status).toBe(200);
    expect(quiet.pool.completed).toBe(1);
    expect(started).toHaveLength(0);

    const busy = appWith();
    await scan(busy.app, code.shortCode);
    const pooled = await busy.app.request(path);
    expect(pooled.status).toBe(200);
    expect(started).toHaveLength(1);

    expect(pooled.headers.get('etag')).toBe(inline.headers.get('etag'));
    const [a, b] = [new Uint8Array(await inline.arrayBuffer()), new Uint8Array(await pooled.arrayBuffer())];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(decodePng(a).text).toBe(`http://qz.test/${code.shortCode}`);
  });

  it('with nobody scanning, nothing is paced: concurrent renders all finish with the clock standing still', async () => {
    const time = manualTime();
    const { app, pool } = appWith(new ImageRenders(time.options));
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    const sizes = [4, 12, 13, 14];
    const answers = await Promise.all(sizes.map((size) => app.request(`/v1/codes/${code.shortCode}/qr.png?size=${size}`)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(time.armed()).toEqual([]);
    expect(pool.completed).toBe(4);
    // Only the 4 px one was cheap enough for the loop.
    expect(started).toHaveLength(1);
  });

  it('with scans arriving, the next uncached render waits for the pause after the last one; cached ones and 304 do not wait', async () => {
    const time = manualTime();
    const renders = new ImageRenders(time.options);
    const { app, pool } = appWith(renders);
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    await scan(app, code.shortCode);

    const first = await app.request(`/v1/codes/${code.shortCode}/qr.png?fg=000001`);
    expect(first.status).toBe(200);
    expect(started).toHaveLength(1);
    // Nothing waits, so no timer yet.
    expect(time.armed()).toEqual([]);

    let answered = false;
    const second = Promise.resolve(app.request(`/v1/codes/${code.shortCode}/qr.png?fg=000002`)).then((res) => {
      answered = true;
      return res;
    });
    await expect.poll(() => renders.waitingCount).toBe(1);
    const [delay] = time.armed();
    // At least the loop's share of a 4 px PNG, at most what a slow machine could make of it.
    expect(delay).toBeGreaterThanOrEqual(DEFAULT_PACING.loopMsPerImage / DEFAULT_PACING.share - 1e-9);
    expect(delay).toBeLessThan(30_000);

    // Meanwhile the first image again (cached) and its 304 answer at once.
    expect((await app.request(`/v1/codes/${code.shortCode}/qr.png?fg=000001`)).status).toBe(200);
    expect((await app.request(`/v1/codes/${code.shortCode}/qr.png?fg=000001`, { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);

    // A timer firing early (the clock not yet there) starts nothing.
    time.advance(delay! / 2);
    time.fire();
    await settle();
    expect(answered).toBe(false);
    expect(renders.waitingCount).toBe(1);

    time.advance(delay! / 2);
    time.fire();
    const res = await second;
    expect(res.status).toBe(200);
    expect(decodePng(new Uint8Array(await res.arrayBuffer())).text).toBe(`http://qz.test/${code.shortCode}`);
    expect(pool.completed).toBe(2);
  });

  it('with scans arriving and the waiting line full, an uncached image is 503 with Retry-After', async () => {
    const time = manualTime();
    const renders = new ImageRenders({ ...time.options, maxWaiting: 1 });
    const { app } = appWith(renders);
    const tenant = await t.createTenant();
    const code = await insertCodeRow(t.db, tenant);
    await scan(app, code.shortCode);
    expect((await app.request(`/v1/codes/${code.shortCode}/qr.svg?fg=000001`)).status).toBe(200);

    const waiting = app.request(`/v1/codes/${code.shortCode}/qr.svg?fg=000002`);
    await expect.poll(() => renders.waitingCount).toBe(1);
    const refused = await app.request(`/v1/codes/${code.shortCode}/qr.svg?fg=000003`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await body(refused)).toMatchObject({ status: 503, type: 'http://qz.test/docs/errors/unavailable' });

    time.advance(10_000);
    time.fire();
    expect((await waiting).status).toBe(200);
  });
});
