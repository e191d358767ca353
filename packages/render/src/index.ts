// @quietzone/render — QR codes as SVG, PNG, PDF and EPS. Pure: bytes in, bytes out, in every
// JavaScript runtime (no node:*, no native module), the same bytes on each.

// Matrix: our ISO/IEC 18004 encoder, and whether content fits before encoding it
export type { ModuleGrid, QrMatrix, SymbolMatrix, WriterMatrix } from './matrix';
export { gridOf } from './matrix';
export type { EncodeOptions, EncodedQr } from './encoder/encode-qr';
export { encodeQr } from './encoder/encode-qr';
export { BYTE_CAPACITY_V40, fitsQr, highestEccThatFits, qrByteCapacity, qrSideModules } from './encoder/fits-qr';

// Rendering: the library entry (validates), the server's entry (pre-resolved options), dispatch
export { renderQr, renderResolvedQr, renderMatrix } from './render-qr';
export type { WriterInput, WriterOptions } from './writer-options';

// Screen writers (SVG, PNG) and the library options: exact pixel size, 4-module quiet zone
export { writeSvg } from './svg';
export { writePng } from './png';
export type { CmykColor, RenderFormat, RenderOptions, ResolvedRenderOptions } from './render-options';
export { LIBRARY_LIMITS, normalizeRenderOptions } from './render-options';
export { QUIET_ZONE_MODULES } from './writer-options';

// Convenience outputs: a data: URL, SVG/EPS as a string, the code in a terminal, the color check
export { toDataUrl, toString } from './to-data-url';
export type { TerminalOptions } from './to-terminal';
export { toTerminal } from './to-terminal';
export { checkColors } from './check-colors';

// Print writers (PDF, EPS): gray or CMYK, 1 mm modules in PDF (or moduleMm/symbolMm), points per module in EPS
export { writePdf } from './pdf';
export { OUTPUT_CONDITIONS, PDFX_DEFAULT_DATE, PDFX_LEVELS } from './pdf-x';
export type { OutputCondition, PdfxLevel, PdfxOptions, PdfxSettings } from './pdf-x';
export { writeEps } from './eps';
export { MODULE_MM, POINTS_PER_MM } from './physical-size';
export type { SpotColor } from './spot-color';

// Imposed sheets: many codes per page with crop marks and captions, and the layout math behind them
export { captionWarning, renderSheet } from './render-sheet';
export type { SheetItem, SheetOptions } from './render-sheet';
export { SHEET_DEFAULTS, SHEET_PAGES_MM, layoutSheet } from './sheet-layout';
export type { SheetCell, SheetLayout, SheetLayoutInput, SheetPage, SheetPageName } from './sheet-layout';
export { CROP_MARK_MM, cropMarks } from './crop-marks';
export type { MarkLine } from './crop-marks';

// Logos: PNG bytes or RGBA pixels → transparent 512×512 PNG, and the cleared center square.
// JPEG and WebP (sharp) are on the Node-only entry, @quietzone/render/node.
export type { LogoPlacement, ModuleSquare } from './writer-options';
export { logoAreaFor, placeLogo } from './logo-area';
export type { RgbaImage } from './logo-image';
export { logoFromImage, logoFromPng, MAX_LOGO_BYTES, LOGO_PIXELS } from './logo-image';
// RFC 4180 CSV / TSV splitting (batch rows; the server's passport import reads its CSV with it).
export type { DelimitedParseResult, DelimitedParseError, DelimitedRecord } from './parse-delimited';
export { parseDelimited } from './parse-delimited';
export { encodeDataMatrix, encodeDataMatrixSymbol } from './datamatrix/encode-data-matrix';
export type { DataMatrixOptions, EncodedDataMatrix } from './datamatrix/encode-data-matrix';
export { DATA_MATRIX_SIZES, DATA_MATRIX_QUIET_ZONE_MODULES } from './datamatrix/symbol-sizes';
export type { DataMatrixSize } from './datamatrix/symbol-sizes';
export { encodeRmqr, encodeRmqrSymbol } from './rmqr/encode-rmqr';
export type { EncodedRmqr, RmqrOptions } from './rmqr/encode-rmqr';
export { RMQR_VERSIONS, RMQR_QUIET_ZONE_MODULES } from './rmqr/rmqr-versions';
export type { RmqrEcc, RmqrVersion } from './rmqr/rmqr-versions';
export { encodeMicroQr } from './micro-qr/encode-micro-qr';
// Any of them by name, sized for a label's height: what renderQr's `symbol` and `heightMm` use.
export { encodeSymbol } from './encode-symbol';
export type { EncodedSymbol, SymbolRequest } from './encode-symbol';
export type { EncodedMicroQr, MicroQrOptions } from './micro-qr/encode-micro-qr';
export { MICRO_QR_VERSIONS, MICRO_QR_QUIET_ZONE_MODULES } from './micro-qr/micro-qr-versions';
export type { MicroQrEcc, MicroQrVersion, MicroQrVersionName } from './micro-qr/micro-qr-versions';
