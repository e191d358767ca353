import type { RgbaImage } from '../rgba-image';

/** Opaque RGBA pixels, as the capture simulations take and give them. */
export interface OpaqueImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/**
 * Composites over white: a transparent background is meant for a light surface (the contract
 * checks it against white), and the simulations below read only the color channels.
 */
export function overWhite(image: RgbaImage): OpaqueImage {
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = image.data[i + 3]!;
    for (let c = 0; c < 3; c++) data[i + c] = (image.data[i + c]! * alpha + 255 * (255 - alpha)) / 255;
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/**
 * A faded print or a washed-out screen: every channel pulled halfway toward mid-gray, so the
 * distance between any two levels is halved and their order kept.
 */
export function halveContrast(image: OpaqueImage): OpaqueImage {
  const data = new Uint8ClampedArray(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (i & 3) === 3 ? 255 : (image.data[i]! + 127.5) / 2;
  return { ...image, data };
}

/**
 * An out-of-focus capture: a box blur `2 * radius + 1` pixels wide, one pass along each axis.
 * Edges wrap around, so no light or dark is lost off the image and its mean stays the same
 * (the quiet zone, light on every side, is what wraps in).
 */
export function boxBlur(image: OpaqueImage, radius: number): OpaqueImage {
  const across = blurPass(image, radius, 1, image.width, image.height, image.width * 4);
  return blurPass(across, radius, image.width, image.height, image.width, 4);
}

/**
 * One axis of the box blur: `step` pixels between neighbours along the axis, `length` pixels
 * per line, `lines` lines `lineStride` bytes apart.
 */
function blurPass(image: OpaqueImage, radius: number, step: number, length: number, lines: number, lineStride: number): OpaqueImage {
  const data = new Uint8ClampedArray(image.data.length);
  const window = 2 * radius + 1;
  const at = (line: number, position: number, channel: number) => image.data[line * lineStride + (((position % length) + length) % length) * step * 4 + channel]!;
  for (let line = 0; line < lines; line++) {
    for (let channel = 0; channel < 3; channel++) {
      let sum = 0;
      for (let offset = -radius; offset <= radius; offset++) sum += at(line, offset, channel);
      for (let position = 0; position < length; position++) {
        data[line * lineStride + position * step * 4 + channel] = sum / window;
        sum += at(line, position + radius + 1, channel) - at(line, position - radius, channel);
      }
    }
    for (let position = 0; position < length; position++) data[line * lineStride + position * step * 4 + 3] = 255;
  }
  return { ...image, data };
}

/**
 * Dot gain (ink spreading on paper): every dark edge moved out by `pixels`, a minimum over a
 * square window, per channel. `shrinkDark` is the opposite (an underinked or overexposed
 * print), a maximum. A fractional distance blends the two nearest whole ones, as an
 * anti-aliased edge would fall between pixels.
 */
export function growDark(image: OpaqueImage, pixels: number): OpaqueImage {
  return fractional(image, pixels, Math.min);
}

export function shrinkDark(image: OpaqueImage, pixels: number): OpaqueImage {
  return fractional(image, pixels, Math.max);
}

function fractional(image: OpaqueImage, pixels: number, pick: (a: number, b: number) => number): OpaqueImage {
  const whole = Math.floor(pixels);
  const near = morphology(image, whole, pick);
  const share = pixels - whole;
  if (share === 0) return near;
  const far = morphology(image, whole + 1, pick);
  const data = new Uint8ClampedArray(near.data.length);
  for (let i = 0; i < data.length; i++) data[i] = near.data[i]! * (1 - share) + far.data[i]! * share;
  return { ...image, data };
}

function morphology(image: OpaqueImage, pixels: number, pick: (a: number, b: number) => number): OpaqueImage {
  const { width, height } = image;
  // A square window is separable: along rows, then along columns. Edges are clamped (no wrap,
  // so a dark module at one edge cannot grow in at the opposite one).
  const pass = (source: Uint8ClampedArray, step: number, length: number, lines: number, lineStride: number) => {
    const data = new Uint8ClampedArray(source.length);
    for (let line = 0; line < lines; line++) {
      for (let position = 0; position < length; position++) {
        const index = line * lineStride + position * step * 4;
        for (let channel = 0; channel < 3; channel++) {
          let value = source[index + channel]!;
          const from = Math.max(0, position - pixels);
          const to = Math.min(length - 1, position + pixels);
          for (let other = from; other <= to; other++) value = pick(value, source[line * lineStride + other * step * 4 + channel]!);
          data[index + channel] = value;
        }
        data[index + 3] = 255;
      }
    }
    return data;
  };
  const across = pass(image.data, 1, width, height, width * 4);
  return { width, height, data: pass(across, width, height, width, 4) };
}
