import { WHITE } from '@quietzone/core';
import { packedDarkRuns } from './dark-runs';
import { gridOf, type WriterMatrix, qrMatrixOnly } from './matrix';
import { modulePoints } from './physical-size';
import { quietZoneOf } from './writer-options';
import { writerOptionsOf, type LogoPlacement, type WriterInput, type WriterOptions } from './writer-options';
import { encodeAscii85 } from './internal/ascii85';
import { printBackground, printColor, printForeground } from './internal/print-color';
import { decodePng } from './internal/decode-png';
import { zlibDeflate } from './internal/deflate';
import { writeDecimal } from './internal/write-decimal';
import { isoDate } from './internal/pdf-text';
import { PDFX_DEFAULT_DATE } from './pdf-x';
import type { PrintColor, SeparationColor } from './internal/print-color';
import { printLayers, surroundLayers, type PrintLayer } from './styles/print-style';
import { surroundCanvas } from './styles/surround';

const encoder = new TextEncoder();
/** DSC (Adobe TN 5001) caps lines at 255 characters. */
const LINE_LENGTH = 76;
/** The private dictionary's name for the spot ink's custom color array. */
const SPOT_COLOR = 'spot';

/**
 * An Encapsulated PostScript file (EPSF 3.0, Adobe TN 5002): `moduleSize` points per module
 * (or `moduleMm` millimetres), the quiet zone included in the bounding box. The code is drawn in module units after one
 * `scale`, its dark runs as one path filled once, like the PDF writer. No date or other
 * varying field: the same input gives the same bytes.
 *
 * LanguageLevel 2 (`rectfill`, `setcmykcolor`); with a logo 3, for the `FlateDecode` filter
 * that keeps the logo pixels compact.
 */
export function writeEps(matrix: WriterMatrix, input: WriterInput): Uint8Array {
  const options = writerOptionsOf(matrix, input);
  const grid = gridOf(matrix);
  const quiet = quietZoneOf(options, grid);
  const across = grid.width + 2 * quiet;
  const down = grid.height + 2 * quiet;
  const foreground = printForeground(options.foreground, options.spot, options.foregroundCmyk);
  const moduleEdge = options.moduleMm === undefined ? options.moduleSize : modulePoints(options.moduleMm);
  const canvas = surroundCanvas(options.surround, across, down);
  const extentX = canvas.width * moduleEdge;
  const extentY = canvas.height * moduleEdge;
  const out: string[] = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${Math.ceil(extentX)} ${Math.ceil(extentY)}`,
    `%%HiResBoundingBox: 0 0 ${formatNumber(extentX)} ${formatNumber(extentY)}`,
    '%%Creator: quietzone',
    `%%Title: ${dscText(options.title ?? 'QR code')}`,
    // A fixed date, as the PDF/X default: the same input keeps giving the same bytes.
    `%%CreationDate: (${isoDate(PDFX_DEFAULT_DATE)})`,
    ...processColorComment(processColorNames(options, foreground)),
    // Level 3 for a logo's FlateDecode filter, or a gradient's `shfill`.
    `%%LanguageLevel: ${options.logo || options.style?.gradient ? 3 : 2}`,
    ...(foreground.space === 'separation' ? customColorComments(foreground) : []),
    '%%EndComments',
    // A private dictionary, so the procedure names cannot clobber the importing document's.
    '5 dict begin',
    // x y w r: appends a one-module-high rectangle to the current path.
    '/r { 3 1 roll moveto dup 0 rlineto 0 1 rlineto neg 0 rlineto closepath } bind def',
    ...(foreground.space === 'separation' ? customColorProcedures(foreground) : []),
    'gsave',
    // Six decimals, as the PDF writer's: the symbol's edge lands within 0.0001 pt of its size.
    `${formatNumber(moduleEdge, 6)} dup scale`,
  ];

  // Contract, image rule 4: the default file has no background; once a color is chosen an
  // opaque area lies behind code and quiet zone, unless the background is transparent.
  const background = printBackground(options);
  if (background !== 'transparent') {
    out.push(`${setColor(background)} 0 0 ${canvas.width} ${canvas.height} rectfill`);
  }
  if (options.surround) {
    // The surround in the canvas's units, then the symbol moved to its place inside it.
    out.push(...styledEps(surroundLayers(options.surround, canvas)), `${canvas.left} ${canvas.height - canvas.top - down} translate`);
  }

  // Set even for black: an importing application need not reset the color (EPSF 3.0 only
  // recommends it), and it costs ten bytes.
  out.push(setColor(foreground), '');
  const head = out.join('\n');
  const runs = options.style ? new Uint8Array(0) : packedDarkRuns(grid);
  const tail = [
    ...(runs.length > 0 ? ['fill'] : []),
    ...(options.style ? styledEps(printLayers(qrMatrixOnly(matrix, 'a style'), options.style, foreground, options.foreground, quiet), !options.surround) : []),
    ...(options.logo ? logoImage(matrix, options.logo, quiet) : []),
    'grestore',
    'end',
    'showpage',
    '%%EOF',
    '',
  ].join('\n');
  // Everything but the runs is a few hundred characters; the runs, hundreds to thousands of
  // short operations, are written as bytes straight into one buffer (measured: building them
  // as strings and encoding the result was most of the writer's time). A UTF-16 unit of the
  // text (a spot ink's name) takes at most 3 bytes in UTF-8.
  const bytes = scratch(3 * (head.length + tail.length) + (runs.length / 3) * MAX_RUN_BYTES);
  let at = encoder.encodeInto(head, bytes).written;
  at = writeRuns(bytes, at, runs, grid.height, quiet);
  at += encoder.encodeInto(tail, bytes.subarray(at)).written;
  return bytes.slice(0, at);
}

/**
 * Styled layers: the path operators bound to PostScript's, then each layer's path filled with
 * its color, or clipped to and painted with its gradient (`shfill`, PLRM §4.9.3).
 */
function styledEps(layers: readonly PrintLayer[], bind = true): string[] {
  const lines = bind ? ['/m { moveto } bind def /l { lineto } bind def /c { curveto } bind def /h { closepath } bind def'] : [];
  for (const layer of layers) {
    if (layer.fill.kind === 'color') lines.push(setColor(layer.fill.color), ...wrapped(layer.path), 'fill');
    else lines.push('gsave', ...wrapped(layer.path), 'clip newpath', ...wrapped(layer.fill.shading.split(' ')), 'shfill grestore');
  }
  return lines;
}

/** Words joined by spaces into lines shorter than {@link LINE_LENGTH} (DSC's 255 is the hard limit). */
function wrapped(words: readonly string[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line.length > 0 && line.length + word.length + 1 >= LINE_LENGTH) {
      lines.push(line);
      line = word;
    } else {
      line = line.length > 0 ? `${line} ${word}` : word;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The longest run operation, `xxx yyy lll r`, with the space or line feed before it. */
const MAX_RUN_BYTES = 14;
const SPACE = 0x20;
const LINE_FEED = 0x0a;
const LETTER_R = 0x72;
/** Reused between files (the writer is synchronous): one copy per file, at its exact length. */
let scratchBytes = new Uint8Array(1 << 16);

function scratch(length: number): Uint8Array {
  if (scratchBytes.length < length) scratchBytes = new Uint8Array(Math.max(length, 2 * scratchBytes.length));
  return scratchBytes;
}

/**
 * Each dark run as `x y length r` (PostScript user space grows upwards, matrix rows grow
 * downwards), joined by spaces into lines shorter than {@link LINE_LENGTH}, each line ended by
 * a line feed. Coordinates are whole modules below 1,000 (a symbol is at most 185 with its
 * quiet zone), written digit by digit. Returns the position after the last byte written.
 */
function writeRuns(bytes: Uint8Array, start: number, runs: Uint8Array, rows: number, quiet: number): number {
  let at = start;
  let lineLength = 0;
  for (let i = 0; i < runs.length; i += 3) {
    const x = quiet + runs[i]!;
    const y = quiet + rows - runs[i + 1]! - 1;
    const length = runs[i + 2]!;
    const operationLength = digitCount(x) + digitCount(y) + digitCount(length) + 4;
    if (lineLength === 0) {
      lineLength = operationLength;
    } else if (lineLength + operationLength >= LINE_LENGTH) {
      bytes[at++] = LINE_FEED;
      lineLength = operationLength;
    } else {
      bytes[at++] = SPACE;
      lineLength += operationLength + 1;
    }
    at = writeDecimal(bytes, at, x);
    bytes[at++] = SPACE;
    at = writeDecimal(bytes, at, y);
    bytes[at++] = SPACE;
    at = writeDecimal(bytes, at, length);
    bytes[at++] = SPACE;
    bytes[at++] = LETTER_R;
  }
  if (lineLength > 0) bytes[at++] = LINE_FEED;
  return at;
}

function digitCount(value: number): number {
  return value < 10 ? 1 : value < 100 ? 2 : 3;
}

/**
 * Contract, image rule 3: a white square behind the logo, even on a transparent background.
 * Because of that square the PNG's alpha is composited over white here, and the pixels are
 * written as an opaque DeviceRGB image: logos are artwork with their own colors, and an RGB
 * image is what every RIP converts as it would a placed photo.
 */
function logoImage(matrix: WriterMatrix, logo: LogoPlacement, quiet: number): string[] {
  const { area } = logo;
  const x = quiet + area.x;
  const y = flipRow(matrix, area.y, area.size, quiet);
  const image = decodePng(logo.png);
  const { width, height } = image;
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const alpha = image.data[pixel * 4 + 3]!;
    for (let channel = 0; channel < 3; channel++) {
      const value = image.data[pixel * 4 + channel]!;
      rgb[pixel * 3 + channel] = 255 - Math.round(((255 - value) * alpha) / 255);
    }
  }
  return [
    `${setColor(printColor(WHITE))} ${x} ${y} ${area.size} ${area.size} rectfill`,
    'gsave',
    `${x} ${y} translate ${area.size} dup scale`,
    '/DeviceRGB setcolorspace',
    '/a currentfile /ASCII85Decode filter def',
    // One procedure, so `flushfile` runs before the scanner reads on: it consumes whatever
    // the image left of the data, up to and including the `~>` end-of-data mark.
    `{ << /ImageType 1 /Width ${width} /Height ${height} /BitsPerComponent 8 /Decode [0 1 0 1 0 1]`,
    `/ImageMatrix [${width} 0 0 -${height} 0 ${height}] /DataSource a /FlateDecode filter >> image`,
    'a flushfile } exec',
    encodeAscii85(zlibDeflate(rgb)),
    'grestore',
  ];
}

function setColor(color: PrintColor): string {
  if (color.space === 'separation') return `${SPOT_COLOR} 1 setcustomcolor`;
  const operands = color.operands.map((operand) => formatNumber(operand)).join(' ');
  return color.space === 'gray' ? `${operands} setgray` : `${operands} setcmykcolor`;
}

/** DSC (Adobe TN 5001): how a layout program importing the EPS learns about the spot ink. */
function customColorComments(color: SeparationColor): string[] {
  const name = postScriptString(color.name);
  return [`%%DocumentCustomColors: ${name}`, `%%CMYKCustomColor: ${color.alternate.map((ink) => formatNumber(ink)).join(' ')} ${name}`];
}

/**
 * Adobe TN 5044's custom color operators. Illustrator's and ghostscript's interpreters define
 * them; elsewhere the fallbacks set the same Separation color space (PLRM §4.8.4), so the ink
 * still lands on its own plate rather than being mixed from process colors.
 */
function customColorProcedures(color: SeparationColor): string[] {
  return [
    '/findcmykcustomcolor where { pop } { /findcmykcustomcolor { 5 array astore } bind def } ifelse',
    // array tint → [/Separation /name /DeviceCMYK { tint × each of c m y k }] setcolorspace tint setcolor
    '/setcustomcolor where { pop } { /setcustomcolor { exch dup 4 get cvn exch 0 4 getinterval',
    '{ 1 index mul exch } /forall cvx /pop cvx 4 array astore cvx',
    '/DeviceCMYK exch /Separation 4 1 roll 4 array astore setcolorspace setcolor } bind def } ifelse',
    `/${SPOT_COLOR} ${color.alternate.map((ink) => formatNumber(ink)).join(' ')} ${postScriptString(color.name)} findcmykcustomcolor def`,
  ];
}

/** A PostScript string literal (PLRM §3.2.2): backslash, parentheses escaped. */
const PROCESS_INKS = ['Cyan', 'Magenta', 'Yellow', 'Black'] as const;

/**
 * The process plates the file marks, for `%%DocumentProcessColors`: black for gray, the
 * non-zero inks of CMYK colors; a spot ink is listed in `%%DocumentCustomColors` instead. A
 * logo (an RGB image) or a style's own colors may use any plate, so they list all four.
 */
function processColorNames(options: WriterOptions, foreground: PrintColor): string[] {
  if (options.logo || options.style?.gradient || options.style?.finderColor || options.surround) return [...PROCESS_INKS];
  const painted = printBackground(options);
  const background = painted === 'transparent' ? [] : [painted];
  const inks = new Set<string>();
  for (const color of [foreground, ...background]) {
    if (color.space === 'gray' && color.operands[0] < 1) inks.add('Black');
    if (color.space === 'cmyk') color.operands.forEach((ink, index) => ink > 0 && inks.add(PROCESS_INKS[index]!));
  }
  return PROCESS_INKS.filter((ink) => inks.has(ink));
}

/** Nothing for a file that marks no process plate (a spot ink alone). */
function processColorComment(inks: readonly string[]): string[] {
  return inks.length > 0 ? [`%%DocumentProcessColors: ${inks.join(' ')}`] : [];
}

/** A DSC text value (Adobe TN 5001 §3): a PostScript string of printable ASCII, short enough for a 255-character line. */
function dscText(text: string): string {
  const kept = [...text].slice(0, 60).join('');
  let escaped = '';
  for (const byte of encoder.encode(kept)) {
    const character = String.fromCharCode(byte);
    escaped += byte < 0x20 || byte > 0x7e ? `\\${byte.toString(8).padStart(3, '0')}` : '\\()'.includes(character) ? `\\${character}` : character;
  }
  return `(${escaped})`;
}

function postScriptString(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/** The bottom edge, in upward module units, of `height` rows starting at matrix row `row`. */
function flipRow(matrix: WriterMatrix, row: number, height: number, quiet: number): number {
  return quiet + gridOf(matrix).height - row - height;
}

/** PostScript reals: at most four decimals (or `decimals`), no exponent, no trailing zeros. */
function formatNumber(value: number, decimals = 4): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}
