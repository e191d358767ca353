/**
 * A QR symbol without its quiet zone: `size × size` modules, row-major, 1 = dark.
 * Writers take only this (STYLE.md: renderers never see domain objects).
 */
export interface QrMatrix {
  readonly size: number;
  readonly modules: Uint8Array;
}

// encodeQr lived here before the encoder got its own folder; render-qr.ts and the writers'
// tests still import it from here.
export type { EncodeOptions, EncodedQr } from './encoder/encode-qr';
export { encodeQr } from './encoder/encode-qr';
