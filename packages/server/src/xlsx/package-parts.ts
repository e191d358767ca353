import { xmlText } from './xml-text';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The path of the n-th (zero-based) sheet's part inside the package. */
export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

/**
 * The parts of a minimal SpreadsheetML package besides the sheets themselves (ECMA-376 part 1):
 * content types, the package relationship to the workbook, the workbook listing the sheets by
 * name and its relationships to them. No styles part: every cell uses the default format.
 */
export function packageParts(sheetNames: readonly string[]): { path: string; xml: string }[] {
  const sheets = sheetNames.map((name, index) => ({ name, index, id: `rId${index + 1}` }));
  return [
    {
      path: '[Content_Types].xml',
      xml:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        sheets.map((sheet) => `<Override PartName="/${sheetPath(sheet.index)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
        '</Types>',
    },
    {
      path: '_rels/.rels',
      xml: `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      path: 'xl/workbook.xml',
      xml:
        `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        sheets.map((sheet) => `<sheet name="${xmlText(sheet.name)}" sheetId="${sheet.index + 1}" r:id="${sheet.id}"/>`).join('') +
        '</sheets></workbook>',
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      xml:
        `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        sheets.map((sheet) => `<Relationship Id="${sheet.id}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${sheet.index + 1}.xml"/>`).join('') +
        '</Relationships>',
    },
  ];
}

/** The start of a sheet part up to its first row: optional column widths (in characters). */
export function sheetHead(widths: readonly (number | undefined)[]): string {
  const cols = widths
    .map((width, index) => (width === undefined ? '' : `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`))
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${cols === '' ? '' : `<cols>${cols}</cols>`}<sheetData>`;
}

export const SHEET_TAIL = '</sheetData></worksheet>';
