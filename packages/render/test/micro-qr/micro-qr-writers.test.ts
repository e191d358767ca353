import { BLACK, WHITE } from '@quietzone/core';
import { describe, expect, it } from 'vitest';
import { encodeMicroQr } from '../../src/micro-qr/encode-micro-qr';
import { MICRO_QR_QUIET_ZONE_MODULES } from '../../src/micro-qr/micro-qr-versions';
import { writePng } from '../../src/png';
import { readPng } from '../support/decode-image';
import { readRaster } from '../support/zxing-decode';

describe('Micro QR through the existing writers', () => {
  it('is a matrix writePng draws with its own 2-module quiet zone, read back by ZXing-C++ from the PNG', async () => {
    const symbol = encodeMicroQr('09506000134352', { ecc: 'M' });
    // The symbol names its standard's quiet zone (ISO/IEC 18004: 2 modules for Micro QR); the writers draw that.
    const png = writePng(symbol, { moduleSize: 4, foreground: BLACK, background: WHITE, defaultColors: true, page: 'square' });
    const raster = readPng(png);
    expect(MICRO_QR_QUIET_ZONE_MODULES).toBe(2);
    expect(raster.width).toBe((symbol.size + 2 * MICRO_QR_QUIET_ZONE_MODULES) * 4);
    const [result] = await readRaster(raster, 'MicroQRCode');
    expect(result?.text).toBe('09506000134352');
  });
});
