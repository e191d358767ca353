import type { Raster } from './decode-image';

/**
 * The raster as a tool that ignores the alpha channel shows it (`convert code.png code.jpg`,
 * many print RIPs and e-mail clients): each pixel's stored RGB, made opaque.
 */
export function dropAlpha(raster: Raster): Raster {
  const data = new Uint8Array(raster.data);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { ...raster, data };
}
