// @quietzone/render — QR codes as SVG, PNG, PDF and EPS. Pure: bytes in, bytes out.

// Matrix
export type { QrMatrix } from './matrix';
export { encodeQr } from './matrix';

// Print writers (PDF, EPS): gray or CMYK, 1 mm modules in PDF, points per module in EPS
export { writePdf } from './pdf';
export { writeEps } from './eps';
