import { ApiError } from '../http/api-error';
import type { ServedImageRequest } from './image-module-mm';
import type { RenderPool, RenderTask } from './render-pool';

/**
 * A full render queue drains in about a second when its renders are light (images/render-pool.ts);
 * retrying is cheap for the client and the server alike, since a retry of an image rendered
 * meanwhile is a cache hit.
 */
export const RENDER_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Renders a resolved image request in the app's render pool, off the event loop; `logo` is the
 * stored, already normalized PNG. A full queue is 503 with Retry-After: the image routes shed
 * load rather than queue without end while short links wait on the same event loop.
 */
export async function renderCodeImage(pool: RenderPool, content: string, request: ServedImageRequest, logo: Uint8Array | undefined): Promise<Uint8Array> {
  const outcome = await pool.render(imageRenderTask(content, request, logo));
  if (!outcome.ok) {
    throw new ApiError('unavailable', 'Too many images are being rendered right now; retry shortly.', {
      headers: { 'retry-after': String(RENDER_BUSY_RETRY_AFTER_SECONDS) },
    });
  }
  return outcome.bytes;
}

/** The worker's task for a resolved request: plain data only, since it is cloned to the worker thread. */
export function imageRenderTask(content: string, request: ServedImageRequest, logo: Uint8Array | undefined): RenderTask {
  return {
    content,
    options: {
      format: request.format,
      ecc: request.ecc,
      moduleSize: request.moduleSize,
      foreground: request.foreground,
      background: request.background,
      defaultColors: request.defaultColors,
      page: request.page,
      ...(request.moduleMm === undefined ? {} : { moduleMm: request.moduleMm }),
      ...(logo ? { logo } : {}),
    },
  };
}
