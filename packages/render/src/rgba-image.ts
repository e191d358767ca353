/** Straight-alpha RGBA pixels, row by row (the layout of a canvas `ImageData`). */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}
