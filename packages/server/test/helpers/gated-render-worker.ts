import renderTask, { type RenderTask } from '../../src/images/render-worker';

/** The channel between a test and its gated workers (a test file runs in its own process). */
const GATE_CHANNEL = 'quietzone-render-gate';

/**
 * The real render worker behind a gate the test holds. Each task asks for the gate, says
 * `spinning` and then spins on it synchronously, never yielding, like a slow render's CPU
 * work, until the test opens it; then it renders for real, so its bytes still decode. A test
 * can hold renders in flight for exactly as long as it needs, with no timing involved.
 */
export default async function gatedRenderTask(task: RenderTask): ReturnType<typeof renderTask> {
  const channel = new BroadcastChannel(GATE_CHANNEL);
  const flag = await new Promise<Int32Array>((resolve) => {
    channel.onmessage = (message) => {
      const data = (message as MessageEvent).data;
      if (data instanceof SharedArrayBuffer) resolve(new Int32Array(data));
    };
    channel.postMessage('waiting');
  });
  channel.postMessage('spinning');
  channel.close();
  while (Atomics.load(flag, 0) === 0) {
    // Busy: this thread does nothing else until the gate opens.
  }
  return renderTask(task);
}

export interface RenderGate {
  /** Resolves once `count` tasks in all have started spinning on the gate. */
  spinning(count: number): Promise<void>;
  /** Lets every spinning and every later task render. */
  open(): void;
  close(): void;
}

/** The test's side: hands the gate to every task that asks and counts the spinning ones. */
export function renderGate(): RenderGate {
  const channel = new BroadcastChannel(GATE_CHANNEL);
  const gate = new SharedArrayBuffer(4);
  let spinning = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  channel.onmessage = (message) => {
    const data = (message as MessageEvent).data;
    if (data === 'waiting') channel.postMessage(gate);
    if (data !== 'spinning') return;
    spinning++;
    for (const waiter of waiters) if (spinning >= waiter.count) waiter.resolve();
  };
  return {
    spinning: (count) => (spinning >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    open: () => Atomics.store(new Int32Array(gate), 0, 1),
    close: () => channel.close(),
  };
}
