import { renderResolvedQr, type ResolvedRenderOptions } from '@quietzone/render';
import { move } from 'piscina';

/** One render, as posted to a worker thread (structured clone: plain data and byte arrays). */
export interface RenderTask {
  readonly content: string;
  readonly options: ResolvedRenderOptions;
}

/**
 * The render pool's task handler (images/render-pool.ts), run in a worker thread so a slow
 * render (a logo PNG at 20 px per module: hundreds of milliseconds) never holds the event loop
 * that answers short links. The bytes are moved back in the transfer list, not copied.
 */
export default async function renderTask(task: RenderTask): Promise<ReturnType<typeof move>> {
  const bytes = await renderResolvedQr(task.content, task.options);
  return move(ownBuffer(bytes));
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
