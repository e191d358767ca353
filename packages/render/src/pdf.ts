import { WHITE } from '@quietzone/core';
import { gridOf, type WriterMatrix, qrMatrixOnly } from './matrix';
import { MODULE_MM, modulePoints, POINTS_PER_MM } from './physical-size';
import { SHEET_PAGES_MM } from './sheet-layout';
import { quietZoneOf } from './writer-options';
import { writerOptionsOf, type LogoPlacement, type WriterInput } from './writer-options';
import { SPOT_COLOR_SPACE, separationArray, setColor } from './internal/pdf-color';
import { pdfDictionary, type PdfObject } from './internal/pdf-file';
import { assemblePrintPdf, pageBoxes } from './internal/pdfx-file';
import { contentBytes, flipRow, symbolOperators } from './internal/pdf-symbol';
import { isInitialFill, printBackground, printColor, printForeground } from './internal/print-color';
import { decodePng } from './internal/decode-png';
import { zlibDeflate } from './internal/deflate';
import { pdfLayerOperators, printLayers, surroundOperators, type PrintLayer } from './styles/print-style';
import { surroundCanvas } from './styles/surround';

/** DESIGN.md: a PDF module is 1 mm by default, so a version-40 code (185 mm with quiet zone) fits A4. */
const DEFAULT_MODULE_POINTS = modulePoints(MODULE_MM.pdfDefault);
/** A4 in points, to two decimals (595.28 × 841.89). */
const A4_POINTS = SHEET_PAGES_MM.A4.map((mm) => Math.round(mm * POINTS_PER_MM * 100) / 100) as [number, number];
/** The page's image resource name: fixed, so the same input gives the same bytes. */
const LOGO_XOBJECT = 'Logo';
/** The page's shading resource name for the foreground gradient (fixed, for byte-equal files). */
const GRADIENT_SHADING = 'Fg';
/** Objects 1–4 are always the catalog, the page tree, the page and its content stream. */
const PAGES = 2;
const PAGE = 3;
const CONTENTS = 4;

/**
 * A one-page PDF with the code drawn in module units under one scaling `cm`, so every
 * coordinate in the content stream is a small integer. Dark runs form one path filled once
 * (PDF 32000-1 §8.5.3), which keeps the file small and leaves no seams between neighbouring
 * modules.
 *
 * Written directly, as the EPS writer is: measured, pdf-lib took ~520 µs a short link (its
 * object model, then serializing it) where this takes ~55 µs, half of it deflating the content;
 * the file is the same few objects every time. The bytes depend only on the arguments: no Info
 * dictionary (dates, producer), no trailer /ID, and fixed resource names. A PDF/X file
 * (`pdfx`) adds them, derived from the content and a fixed date.
 */
export async function writePdf(matrix: WriterMatrix, input: WriterInput): Promise<Uint8Array> {
  const options = writerOptionsOf(matrix, input);
  const grid = gridOf(matrix);
  const quiet = quietZoneOf(options, grid);
  const moduleEdge = options.moduleMm === undefined ? DEFAULT_MODULE_POINTS : modulePoints(options.moduleMm);
  const canvas = surroundCanvas(options.surround, grid.width + 2 * quiet, grid.height + 2 * quiet);
  const codeWidth = canvas.width * moduleEdge;
  const codeHeight = canvas.height * moduleEdge;
  const [pageWidth, pageHeight] = options.page === 'a4' ? A4_POINTS : [codeWidth, codeHeight];
  // The surround's lower-left corner on the page; the quiet zone's is `left` and `bottom` modules in.
  const artX = (pageWidth - codeWidth) / 2;
  const artY = (pageHeight - codeHeight) / 2;
  const foreground = printForeground(options.foreground, options.spot, options.foregroundCmyk);

  const extra: PdfObject[] = [];
  const nextObject = () => CONTENTS + extra.length + 1;
  const resources: string[] = [];
  if (foreground.space === 'separation') {
    resources.push(`/ColorSpace << /${SPOT_COLOR_SPACE} ${nextObject()} 0 R >>`);
    extra.push({ value: separationArray(foreground) });
  }
  const styled = options.style ? printLayers(qrMatrixOnly(matrix, 'a style'), options.style, foreground, options.foreground, quiet) : undefined;
  const shading = styled?.find((layer) => layer.fill.kind === 'shading')?.fill;
  if (shading?.kind === 'shading') resources.push(`/Shading << /${GRADIENT_SHADING} ${shading.shading} >>`);
  if (options.logo) {
    // The logo is an RGB image with a soft mask: PDF/X allows neither here.
    if (options.pdfx) throw new TypeError(`a logo cannot go into a PDF/X file yet (it is an RGB image with transparency): drop the logo or pdfx`);
    resources.push(`/XObject << /${LOGO_XOBJECT} ${nextObject()} 0 R >>`);
    extra.push(...logoObjects(options.logo.png, nextObject()));
  }

  // Contract, image rule 4: the default file has no background; once a color is chosen an
  // opaque area lies behind code and quiet zone, unless the background is transparent.
  const background = printBackground(options);
  const content = contentBytes([
    ...(options.surround ? surroundOperators(options.surround, canvas, { scale: moduleEdge, x: artX, y: artY, background }) : []),
    ...symbolOperators(
      matrix,
      {
        scale: moduleEdge,
        x: artX + canvas.left * moduleEdge,
        y: artY + (canvas.height - canvas.top - (grid.height + 2 * quiet)) * moduleEdge,
        quiet,
        // Behind a surround the background is already down.
        background: options.surround ? 'transparent' : background,
        // Black is the page's initial fill: the default file sets no color at all.
        fill: background !== 'transparent' || !isInitialFill(foreground) ? foreground : undefined,
        ...(styled ? { styled: styled.flatMap(styledLayerOperators) } : {}),
      },
      options.logo ? logoOperators(matrix, options.logo, quiet) : [],
    ),
  ]);
  const page = [
    `<< /Type /Page /Parent ${PAGES} 0 R`,
    pageBoxes(pageWidth, pageHeight, options.pdfx),
    `/Resources ${pdfDictionary(resources)}`,
    `/Contents ${CONTENTS} 0 R >>`,
  ].join(' ');
  return assemblePrintPdf(
    [
      { value: `<< /Type /Pages /Kids [${PAGE} 0 R] /Count 1 >>` },
      { value: page },
      { dict: '/Filter /FlateDecode', stream: zlibDeflate(content) },
      ...extra,
    ],
    options.pdfx,
  );
}

function styledLayerOperators(layer: PrintLayer): string[] {
  return pdfLayerOperators(layer, GRADIENT_SHADING);
}

/** Contract, image rule 3: a white square behind the logo, even on a transparent background; the logo drawn into it. */
function logoOperators(matrix: WriterMatrix, { area }: LogoPlacement, quiet: number): string[] {
  const x = quiet + area.x;
  const y = flipRow(matrix, area.y, area.size, quiet);
  return [
    ...setColor(printColor(WHITE)),
    `${x} ${y} ${area.size} ${area.size} re`,
    'f',
    'q',
    `${area.size} 0 0 ${area.size} ${x} ${y} cm`,
    `/${LOGO_XOBJECT} Do`,
    'Q',
  ];
}

/**
 * The logo PNG as a DeviceRGB image with its alpha as a soft mask (PDF 32000-1 §11.6.5.3), so
 * the white square shows through where the logo is transparent. `first` is the image's object
 * number; the mask follows it.
 */
function logoObjects(png: Uint8Array, first: number): PdfObject[] {
  const { width, height, data } = decodePng(png);
  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgb[pixel * 3] = data[pixel * 4]!;
    rgb[pixel * 3 + 1] = data[pixel * 4 + 1]!;
    rgb[pixel * 3 + 2] = data[pixel * 4 + 2]!;
    alpha[pixel] = data[pixel * 4 + 3]!;
  }
  const image = `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /BitsPerComponent 8 /Filter /FlateDecode`;
  return [
    { dict: `${image} /ColorSpace /DeviceRGB /SMask ${first + 1} 0 R`, stream: zlibDeflate(rgb) },
    { dict: `${image} /ColorSpace /DeviceGray`, stream: zlibDeflate(alpha) },
  ];
}
