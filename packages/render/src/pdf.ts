import type { PDFOperator } from 'pdf-lib';
import { WHITE } from '@quietzone/core';
import type { QrMatrix } from './matrix';
import { MODULE_MM, modulePoints } from './physical-size';
import { QUIET_ZONE_MODULES } from './writer-options';
import type { WriterOptions } from './writer-options';
import { SPOT_COLOR_SPACE, registerSeparation, setColor } from './internal/pdf-color';
import { darkRunPath, dropEmptyEntries, flipRow } from './internal/pdf-symbol';
import { isInitialFill, printColor, printForeground } from './internal/print-color';

/** DESIGN.md: a PDF module is 1 mm by default, so a version-40 code (185 mm with quiet zone) fits A4. */
const DEFAULT_MODULE_POINTS = modulePoints(MODULE_MM.pdfDefault);
/** ISO 216 A4 in points, the value pdf-lib's `PageSizes.A4` uses. */
const A4_POINTS = [595.28, 841.89] as const;
const LOGO_XOBJECT = 'Logo';


/**
 * A PDF with the code drawn in module units under one scaling `cm`, so every coordinate in the
 * content stream is a small integer. Dark runs form one path filled once (PDF 32000-1 §8.5.3),
 * which keeps the file small and leaves no seams between neighbouring modules.
 *
 * The bytes depend only on the arguments: no Info dictionary (dates, producer), no trailer /ID,
 * and fixed resource names.
 */
export async function writePdf(matrix: QrMatrix, options: WriterOptions): Promise<Uint8Array> {
  // Loaded on first use, so importing the package for SVG or PNG does not parse pdf-lib.
  const pdf = await import('pdf-lib');
  const { PDFDocument, PDFName, concatTransformationMatrix, drawObject, fill, popGraphicsState, pushGraphicsState, rectangle } = pdf;
  const side = matrix.size + 2 * QUIET_ZONE_MODULES;
  const moduleEdge = options.moduleMm === undefined ? DEFAULT_MODULE_POINTS : modulePoints(options.moduleMm);
  const codePoints = side * moduleEdge;
  const [pageWidth, pageHeight] = options.page === 'a4' ? A4_POINTS : [codePoints, codePoints];

  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([round(pageWidth, 4), round(pageHeight, 4)]);

  const operators: PDFOperator[] = [
    pushGraphicsState(),
    concatTransformationMatrix(
      moduleEdge,
      0,
      0,
      moduleEdge,
      round((pageWidth - codePoints) / 2, 4),
      round((pageHeight - codePoints) / 2, 4),
    ),
  ];

  // Contract, image rule 4: the default file has no background; once a color is chosen an
  // opaque area lies behind code and quiet zone, unless the background is transparent.
  const background = options.defaultColors ? 'transparent' : options.background;
  if (background !== 'transparent') {
    operators.push(...setColor(pdf, printColor(background)), rectangle(0, 0, side, side), fill());
  }

  const foreground = printForeground(options.foreground, options.spot);
  if (foreground.space === 'separation') {
    const colorSpaces = doc.context.obj({ [SPOT_COLOR_SPACE]: registerSeparation(pdf, doc.context, foreground) });
    page.node.Resources()!.set(PDFName.of('ColorSpace'), colorSpaces);
  }
  if (background !== 'transparent' || !isInitialFill(foreground)) operators.push(...setColor(pdf, foreground));
  operators.push(...darkRunPath(pdf, matrix));

  if (options.logo) {
    const { area, png } = options.logo;
    const image = await doc.embedPng(png);
    // Named explicitly: page.drawImage would add a random suffix and break byte equality.
    page.node.setXObject(PDFName.of(LOGO_XOBJECT), image.ref);
    const x = QUIET_ZONE_MODULES + area.x;
    const y = flipRow(matrix, area.y, area.size);
    // Contract, image rule 3: the logo keeps a white area behind it, even on transparent.
    operators.push(
      ...setColor(pdf, printColor(WHITE)),
      rectangle(x, y, area.size, area.size),
      fill(),
      pushGraphicsState(),
      concatTransformationMatrix(area.size, 0, 0, area.size, x, y),
      drawObject(LOGO_XOBJECT),
      popGraphicsState(),
    );
  }

  operators.push(popGraphicsState());
  page.pushOperators(...operators);
  dropEmptyEntries(pdf, page);
  // Measured: without object streams a short-link PDF is ~40 bytes smaller (976 vs 1014), and
  // a classic xref table is what every PDF 1.4-era RIP and preflight tool reads.
  return doc.save({ useObjectStreams: false });
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
