import type { RgbaImage } from '../rgba-image';

/** Source pixels and their shares of one output pixel along one axis. */
interface Taps {
  readonly first: Int32Array;
  readonly count: Int32Array;
  readonly weights: Float64Array;
  readonly width: number;
}

/**
 * Area-averaging weights from `from` to `to` pixels: each output pixel takes every source
 * pixel it overlaps, in proportion to the overlap. Only +, −, × and ÷ on doubles, which
 * IEEE 754 fixes exactly, so every JavaScript engine computes the same pixels.
 */
function taps(from: number, to: number): Taps {
  const ratio = from / to;
  const maxTaps = Math.ceil(ratio) + 1;
  const first = new Int32Array(to);
  const count = new Int32Array(to);
  const weights = new Float64Array(to * maxTaps);
  for (let j = 0; j < to; j++) {
    const start = j * ratio;
    const end = (j + 1) * ratio;
    const lo = Math.floor(start);
    const hi = Math.min(from, Math.ceil(end));
    first[j] = lo;
    count[j] = hi - lo;
    for (let s = lo; s < hi; s++) weights[j * maxTaps + s - lo] = (Math.min(end, s + 1) - Math.max(start, s)) / ratio;
  }
  return { first, count, weights, width: maxTaps };
}

/**
 * `image` scaled to `width` × `height` by area averaging, as premultiplied RGBA doubles
 * (0–255): averaging premultiplied values keeps transparent pixels' colors from bleeding
 * into the edges of what is drawn.
 */
export function resampleRgba(image: RgbaImage, width: number, height: number): Float64Array {
  const { data } = image;
  const across = taps(image.width, width);
  const down = taps(image.height, height);
  // Horizontal pass: every source row to `width` pixels.
  const rows = new Float64Array(image.height * width * 4);
  for (let y = 0; y < image.height; y++) {
    for (let j = 0; j < width; j++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let t = 0; t < across.count[j]!; t++) {
        const weight = across.weights[j * across.width + t]!;
        const at = (y * image.width + across.first[j]! + t) * 4;
        const alpha = data[at + 3]! * weight;
        r += (data[at]! * alpha) / 255;
        g += (data[at + 1]! * alpha) / 255;
        b += (data[at + 2]! * alpha) / 255;
        a += alpha;
      }
      const o = (y * width + j) * 4;
      rows[o] = r;
      rows[o + 1] = g;
      rows[o + 2] = b;
      rows[o + 3] = a;
    }
  }
  const out = new Float64Array(width * height * 4);
  for (let i = 0; i < height; i++) {
    for (let t = 0; t < down.count[i]!; t++) {
      const weight = down.weights[i * down.width + t]!;
      const from = (down.first[i]! + t) * width * 4;
      const to = i * width * 4;
      for (let k = 0; k < width * 4; k++) out[to + k]! += rows[from + k]! * weight;
    }
  }
  return out;
}
