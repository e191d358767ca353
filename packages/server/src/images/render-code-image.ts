import { Buffer } from 'node:buffer';
import { ApiError } from '../http/api-error';
import type { ImageRenders, RenderServices } from './image-renders';
import type { ServedImageRequest } from './image-module-mm';
import { imagePdfxSettings } from './image-pdfx';
import { renderPlacement } from './render-placement';
import type { CodeRenderTask } from './render-pool';

/**
 * A full render queue drains in about a second when its renders are light (images/render-pool.ts);
 * retrying is cheap for the client and the server alike, since a retry of an image rendered
 * meanwhile is a cache hit.
 */
export const RENDER_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Renders a resolved image request through the app's {@link ImageRenders}: paced in the render
 * pool while people scan, else inline when cheap or in the pool; `logo` is the stored, already
 * normalized PNG. A full queue is 503 with Retry-After: the image routes shed load rather than
 * queue without end while short links wait on the same event loop.
 */
export async function renderCodeImage(
  ctx: RenderServices & { readonly imageRenders: ImageRenders },
  content: string,
  request: ServedImageRequest,
  logo: Uint8Array | undefined,
): Promise<Uint8Array> {
  const placement = renderPlacement({ format: request.format, moduleSize: request.moduleSize, ecc: request.ecc, contentBytes: Buffer.byteLength(content, 'utf8'), logo: logo !== undefined });
  const outcome = await ctx.imageRenders.render(ctx, imageRenderTask(content, request, logo), placement);
  if (!outcome.ok) {
    throw new ApiError('unavailable', 'Too many images are being rendered right now; retry shortly.', {
      headers: { 'retry-after': String(RENDER_BUSY_RETRY_AFTER_SECONDS) },
    });
  }
  return outcome.bytes;
}

/** The worker's task for a resolved request: plain data only, since it is cloned to the worker thread. */
export function imageRenderTask(content: string, request: ServedImageRequest, logo: Uint8Array | undefined): CodeRenderTask {
  const pdfx = imagePdfxSettings(content, request);
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
      ...(request.symbol === undefined ? {} : { symbol: request.symbol }),
      ...(request.gs1 === undefined ? {} : { gs1: request.gs1 }),
      ...(request.heightMm === undefined ? {} : { heightMm: request.heightMm }),
      ...(request.style === undefined ? {} : { style: request.style }),
      ...(request.foregroundCmyk === undefined ? {} : { foregroundCmyk: request.foregroundCmyk }),
      ...(request.backgroundCmyk === undefined ? {} : { backgroundCmyk: request.backgroundCmyk }),
      ...(pdfx === undefined ? {} : { pdfx }),
      ...(logo ? { logo } : {}),
    },
  };
}
