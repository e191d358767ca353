/**
 * A QR symbol without its quiet zone: `size × size` modules, row-major, 1 = dark.
 * Writers take only this (STYLE.md: renderers never see domain objects).
 */
export interface QrMatrix {
  readonly size: number;
  readonly modules: Uint8Array;
}
