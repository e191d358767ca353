/**
 * Physical module edge for print (PDF, EPS), in millimetres. Below 0.25 mm a module is finer
 * than offset screens and most phone cameras at arm's length resolve; above 5 mm a version-1
 * symbol is already 14.5 cm. The PDF default is DESIGN.md's 1 mm.
 */
export const MODULE_MM = Object.freeze({ min: 0.25, max: 5, pdfDefault: 1 });

/**
 * Sheet sizes in millimetres, portrait: ISO 216 A4 and A3, ISO 217 SRA3 (the press sheet an
 * A3 job with bleed is printed on), and ANSI Letter and Tabloid.
 */
export const SHEET_PAGES_MM = Object.freeze({
  A4: [210, 297],
  A3: [297, 420],
  SRA3: [320, 450],
  Letter: [215.9, 279.4],
  Tabloid: [279.4, 431.8],
} as const);
