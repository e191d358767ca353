import type { ImageFormat } from '@quietzone/core';
import { HTTPResponse, type H3Event } from 'h3';
import type { AppContext } from '../app/app-context';
import { IMAGE_CONTENT_TYPES } from './image-content-type';
import { etagMatches, imageEtag } from './image-etag';
import { pressWarnings } from './image-press-check';
import type { ServedImageRequest } from './image-module-mm';
import { renderCodeImage } from './render-code-image';

/** An image to answer: what it encodes, the request fitted to it, and the logo it draws. */
export interface ImageToServe {
  readonly format: ImageFormat;
  readonly content: string;
  readonly request: ServedImageRequest;
  /** For `X-QR-Warning`; empty when the image is what was asked for. */
  readonly warnings: readonly string[];
  /** SHA-256 of the drawn logo (part of the ETag), or null without one. */
  readonly logoSha256: string | null;
  /** The logo's bytes, read only when the image is actually rendered. */
  readonly loadLogo?: () => Promise<Uint8Array | undefined>;
}

/**
 * The answer of every public image route (codes and passports alike; contract, "Image
 * routes"): a strong ETag computed without rendering, 304 on If-None-Match, the rendered-image
 * cache by ETag, and a render (images/image-renders.ts: paced while people scan) only when both miss.
 */
export async function imageResponse(event: H3Event, ctx: AppContext, image: ImageToServe): Promise<Response | HTTPResponse> {
  const { content, request, logoSha256 } = image;
  const etag = imageEtag(content, request, logoSha256);
  // A plain record, not a copy of event.res.headers: h3 merges the event's own headers (the
  // request id) into whatever the handler returns, so a Headers copy here was a third one.
  const headers: Record<string, string> = {
    etag,
    'cache-control': request.cacheControl,
    // An SVG is a document; never let a browser sniff any of these as something else.
    'x-content-type-options': 'nosniff',
  };
  // One list value, as Headers#append would have combined them.
  const warnings = [...image.warnings, ...pressWarnings(request)];
  if (warnings.length > 0) headers['x-qr-warning'] = warnings.join(', ');
  if (etagMatches(event.req.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  let bytes = ctx.caches.renderedImages.get(etag);
  if (!bytes) {
    const logo = logoSha256 !== null && image.loadLogo ? await image.loadLogo() : undefined;
    bytes = await renderCodeImage(ctx, content, request, logo);
    ctx.caches.renderedImages.set(etag, bytes);
  }
  headers['content-type'] = IMAGE_CONTENT_TYPES[image.format];
  headers['content-length'] = String(bytes.byteLength);
  // An h3 HTTPResponse, not a web Response: the node adapter writes the bytes with the headers
  // instead of through a ReadableStream (passports/resolver/serve-resolver.ts measured it). h3 drops a HEAD's body.
  return new HTTPResponse(bytes, { status: 200, headers });
}
