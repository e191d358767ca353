import { BLACK, WHITE } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { encodeMicroQr } from '../../src/micro-qr/encode-micro-qr';
import { writePng } from '../../src/png';
import { readPng } from '../support/decode-image';
import { readRaster } from '../support/zxing-decode';

describe('Micro QR through the existing writers', () => {
  it('is a square matrix writePng takes unchanged, read back by ZXing-C++ from the PNG', async () => {
    const symbol = encodeMicroQr('09506000134352', { ecc: 'M' });
    // The writers draw QR's 4-module quiet zone: more than Micro QR's 2, which readers accept.
    const png = writePng(symbol, { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' });
    const raster = readPng(png);
    expect(raster.width).toBe((symbol.size + 8) * 4);
    const [result] = await readRaster(raster, 'MicroQRCode');
    expect(result?.text).toBe('09506000134352');
  });
});
