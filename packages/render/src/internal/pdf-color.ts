import type { PDFContext, PDFOperator, PDFRef } from 'pdf-lib';
import type { PrintColor, SeparationColor } from './print-color';

type PdfLib = typeof import('pdf-lib');

/** The resource name a page gives its spot ink's color space (fixed, for byte-equal files). */
export const SPOT_COLOR_SPACE = 'Spot';

/**
 * Registration color: the Separation named `All` (PDF 32000-1 §8.6.6.4) marks every plate, CMYK
 * and spot alike, so crop marks appear on each film or plate of the job.
 */
export const REGISTRATION: SeparationColor = { space: 'separation', name: 'All', alternate: [1, 1, 1, 1] };
export const REGISTRATION_COLOR_SPACE = 'Registration';

/**
 * Operators that make `color` the fill (`stroke` false) or stroke color, at full tint for a
 * separation, which the page's resources name `colorSpace`.
 */
export function setColor(pdf: PdfLib, color: PrintColor, stroke = false, colorSpace = SPOT_COLOR_SPACE): PDFOperator[] {
  const { PDFName, PDFNumber, PDFOperator, PDFOperatorNames } = pdf;
  switch (color.space) {
    case 'gray':
      return [stroke ? pdf.setStrokingGrayscaleColor(...color.operands) : pdf.setFillingGrayscaleColor(...color.operands)];
    case 'cmyk':
      return [stroke ? pdf.setStrokingCmykColor(...color.operands) : pdf.setFillingCmykColor(...color.operands)];
    case 'separation':
      return [
        PDFOperator.of(stroke ? PDFOperatorNames.StrokingColorspace : PDFOperatorNames.NonStrokingColorspace, [
          PDFName.of(colorSpace),
        ]),
        PDFOperator.of(stroke ? PDFOperatorNames.StrokingColorN : PDFOperatorNames.NonStrokingColorN, [PDFNumber.of(1)]),
      ];
  }
}

/**
 * `[/Separation /name /DeviceCMYK tint→CMYK]` (PDF 32000-1 §8.6.6.4) as one indirect object,
 * so every page of a sheet shares it. The tint transform is a Type 2 function (§7.10.3) that
 * scales the alternate linearly: tint 0 is no ink, tint 1 the full alternate mix.
 */
export function registerSeparation({ PDFName }: PdfLib, context: PDFContext, color: SeparationColor): PDFRef {
  const tintTransform = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [...color.alternate], N: 1 });
  return context.register(context.obj([PDFName.of('Separation'), PDFName.of(color.name), PDFName.of('DeviceCMYK'), tintTransform]));
}
