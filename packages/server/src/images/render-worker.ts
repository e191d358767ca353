import { isMainThread } from 'node:worker_threads';
import { renderResolvedQr, renderSheet, type ResolvedRenderOptions, type SheetItem, type SheetOptions } from '@quietzone/render';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { lowerThreadPriority } from './lower-thread-priority';

/**
 * How much nicer a render thread is than the process. When the cores are contended, the kernel
 * then gives the event loop — short links, cached images, the database with PGlite — the CPU
 * before renders. Measured (bench/README.md): on a machine loaded by other processes, redirects
 * while uncached images were hammered went from 33 % / 74 % (4 px / logo PNGs) of redirects
 * alone to 83 % / 94 %; on an otherwise idle 2-core machine, where the load generator shares
 * the cores, it changed little (38–49 % / 44–49 %). With a core to spare, renders run at full
 * speed all the same.
 */
export const RENDER_THREAD_NICENESS = 10;

// Only the pool loads this module off the main thread; a test importing it keeps its priority.
if (!isMainThread) lowerThreadPriority(RENDER_THREAD_NICENESS);

/** One render, as posted to a worker thread (structured clone: plain data and byte arrays). */
export type RenderTask = CodeRenderTask | SheetRenderTask;

export interface CodeRenderTask {
  readonly content: string;
  readonly options: ResolvedRenderOptions;
  /**
   * Render on the calling thread, the event loop, instead of a worker: set by the image routes
   * for a render too cheap to be worth the dispatch while nobody is scanning
   * (images/image-renders.ts). The bytes are the same either way.
   */
  readonly inline?: boolean;
}

/** Codes imposed on sheets in one PDF (print exports): seconds of work for thousands of codes. */
export interface SheetRenderTask {
  readonly sheet: { readonly items: readonly SheetItem[]; readonly options: SheetOptions };
}

/** A render's bytes and how long it took in the thread that ran it. */
export interface RenderedBytes {
  readonly bytes: Uint8Array;
  /**
   * Milliseconds from the start of the render to its bytes, in the thread that ran it (wall
   * time: a render preempted by other work counts longer, never shorter). What a paced render
   * is charged (images/render-pacer.ts).
   */
  readonly renderMs: number;
}

/** Renders a task on this thread: in a worker, or inline on the event loop for a cheap image. */
export async function renderHere(task: RenderTask): Promise<RenderedBytes> {
  const started = performance.now();
  const bytes = 'sheet' in task ? await renderSheet(task.sheet.items, task.sheet.options) : await renderResolvedQr(task.content, task.options);
  return { bytes, renderMs: performance.now() - started };
}

/**
 * The render pool's task handler (images/render-pool.ts), run in a worker thread so a slow
 * render (a logo PNG at 20 px per module: hundreds of milliseconds) never holds the event loop
 * that answers short links. The bytes are moved back in the transfer list, not copied, with
 * the render's own time beside them.
 */
export default async function renderTask(task: RenderTask): Promise<ReturnType<typeof move>> {
  const { bytes, renderMs } = await renderHere(task);
  const owned = ownBuffer(bytes);
  const rendered: RenderedBytes = { bytes: owned, renderMs };
  return move({ [transferableSymbol]: owned.buffer, [valueSymbol]: rendered });
}

/**
 * Only a whole, unshared ArrayBuffer can be transferred: a small Node Buffer is a view into an
 * 8 KiB pool slab (transferring that would hand over, or be refused with, its neighbours), and
 * a native library's external memory cannot be detached. Those are copied once, here in the
 * worker, and the copy is transferred.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole && !Buffer.isBuffer(bytes) ? bytes : new Uint8Array(bytes);
}
