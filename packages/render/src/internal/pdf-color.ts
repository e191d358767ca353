import type { PrintColor, SeparationColor } from './print-color';
import { pdfName, pdfNumber } from './pdf-syntax';

/** The resource name a page gives its spot ink's color space (fixed, for byte-equal files). */
export const SPOT_COLOR_SPACE = 'Spot';

/**
 * Registration color: the Separation named `All` (PDF 32000-1 §8.6.6.4) marks every plate, CMYK
 * and spot alike, so crop marks appear on each film or plate of the job.
 */
export const REGISTRATION: SeparationColor = { space: 'separation', name: 'All', alternate: [1, 1, 1, 1] };
export const REGISTRATION_COLOR_SPACE = 'Registration';

/**
 * Content-stream operators that make `color` the fill (`stroke` false) or stroke color: DeviceGray
 * `g`/`G`, DeviceCMYK `k`/`K`, or a separation at full tint through the page's color space
 * resource `colorSpace`.
 */
export function setColor(color: PrintColor, stroke = false, colorSpace = SPOT_COLOR_SPACE): string[] {
  switch (color.space) {
    case 'gray':
      return [`${pdfNumber(color.operands[0])} ${stroke ? 'G' : 'g'}`];
    case 'cmyk':
      return [`${color.operands.map((operand) => pdfNumber(operand)).join(' ')} ${stroke ? 'K' : 'k'}`];
    case 'separation':
      return stroke ? [`/${colorSpace} CS`, '1 SCN'] : [`/${colorSpace} cs`, '1 scn'];
  }
}

/**
 * `[/Separation /name /DeviceCMYK tint→CMYK]` (PDF 32000-1 §8.6.6.4), written as one indirect
 * object so every page of a sheet shares it. The tint transform is a Type 2 function (§7.10.3)
 * that scales the alternate linearly: tint 0 is no ink, tint 1 the full alternate mix.
 */
export function separationArray(color: SeparationColor): string {
  const alternate = color.alternate.map((ink) => pdfNumber(ink)).join(' ');
  return `[/Separation ${pdfName(color.name)} /DeviceCMYK << /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [${alternate}] /N 1 >>]`;
}
