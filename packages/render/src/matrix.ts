// The matrix type and the encoder in one import for the writers, render-qr.ts and their tests;
// the encoder itself imports the type from qr-matrix.ts, so neither file imports the other.
export type { QrMatrix } from './qr-matrix';
export type { EncodeOptions, EncodedQr } from './encoder/encode-qr';
export { encodeQr } from './encoder/encode-qr';
