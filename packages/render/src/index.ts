// @quietzone/render — QR codes as SVG, PNG, PDF and EPS. Pure: bytes in, bytes out.

// Matrix
export type { QrMatrix } from './matrix';
export { encodeQr } from './matrix';

// Print writers (PDF, EPS): gray or CMYK, 1 mm modules in PDF, points per module in EPS
export { writePdf } from './pdf';
export { writeEps } from './eps';

// Logos: normalization (PNG/JPEG/WebP → transparent 512×512 PNG) and the cleared center square
export type { LogoPlacement, ModuleSquare } from './writer-options';
export { logoAreaFor, placeLogo } from './logo-area';
export type { NormalizeLogoResult, NormalizeLogoFailureCode } from './normalize-logo';
export type { LogoFormat } from './internal/detect-image-format';
export { normalizeLogo, MAX_LOGO_BYTES, LOGO_PIXELS } from './normalize-logo';
