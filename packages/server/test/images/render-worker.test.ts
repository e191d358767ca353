import { once } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import { IMAGE_FORMATS, resolveImageRequest } from '@quietzone/core';
import { normalizeLogo } from '@quietzone/render/node';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageRenderTask } from '../../src/images/render-code-image';
import renderTask, { renderHere, type RenderedBytes, type RenderTask } from '../../src/images/render-worker';
import { decodePng } from '../helpers/decode-png';

const CONTENT = 'https://qr.example.com/Ab3dE7x';

function task(format: (typeof IMAGE_FORMATS)[number], logo?: Uint8Array): RenderTask {
  const request = resolveImageRequest({ format, query: { size: '3' }, stored: null, hasLogo: logo !== undefined });
  return imageRenderTask(CONTENT, request, logo);
}

describe('render worker task', () => {
  it.each(IMAGE_FORMATS)('hands its %s bytes back as one whole buffer in the transfer list, so posting moves them, with the render time', async (format) => {
    const moved = (await renderTask(task(format))) as unknown as Record<symbol, unknown>;
    const { bytes, renderMs } = moved[Piscina.valueSymbol] as RenderedBytes;
    expect(renderMs).toBeGreaterThan(0);
    expect(renderMs).toBeLessThan(60_000);
    const transfer = moved[Piscina.transferableSymbol] as ArrayBuffer;
    expect(transfer).toBe(bytes.buffer);
    expect([bytes.byteOffset, bytes.byteLength]).toEqual([0, transfer.byteLength]);
    const length = bytes.byteLength;
    expect(length).toBeGreaterThan(0);

    const { port1, port2 } = new MessageChannel();
    const received = once(port2, 'message');
    port1.postMessage(bytes, [transfer]);
    const [arrived] = (await received) as [Uint8Array];
    port1.close();
    // Moved, not copied: the sender's buffer is detached.
    expect(transfer.byteLength).toBe(0);
    expect(arrived.byteLength).toBe(length);
    if (format === 'png') expect(decodePng(arrived).text).toBe(CONTENT);
  });

  it('a PNG with a logo is moved whole too', async () => {
    const source = await sharp({ create: { width: 80, height: 80, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
    const normalized = await normalizeLogo(new Uint8Array(source));
    if (!normalized.ok) throw new Error(normalized.code);
    const moved = (await renderTask(task('png', normalized.png))) as unknown as Record<symbol, unknown>;
    const { bytes } = moved[Piscina.valueSymbol] as RenderedBytes;
    expect(moved[Piscina.transferableSymbol]).toBe(bytes.buffer);
    expect([bytes.byteOffset, bytes.byteLength]).toEqual([0, bytes.buffer.byteLength]);
    expect(decodePng(bytes).text).toBe(CONTENT);
  });

  it.each(IMAGE_FORMATS)('renders %s on the calling thread (inline) to the same bytes the handler moves', async (format) => {
    const moved = (await renderTask(task(format))) as unknown as Record<symbol, unknown>;
    const inline = await renderHere(task(format));
    expect(inline.renderMs).toBeGreaterThan(0);
    expect(Buffer.from(inline.bytes).equals(Buffer.from((moved[Piscina.valueSymbol] as RenderedBytes).bytes))).toBe(true);
  });
});
