// @quietzone/render — QR codes as SVG, PNG, PDF and EPS. Pure: bytes in, bytes out.

// Matrix
export type { QrMatrix } from './matrix';
export { encodeQr } from './matrix';
