import { templateColumns, type PassportCategory, type TemplateFormat } from '@quietzone/core';
import ExcelJS from 'exceljs';
import { csvLine } from '../scans/csv-line';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media type each template format is served as. */
export const TEMPLATE_MEDIA_TYPES: Readonly<Record<TemplateFormat, string>> = {
  csv: 'text/csv; charset=utf-8; header=present',
  xlsx: XLSX_MEDIA_TYPE,
};

/**
 * The import template of a category (dpp.md, GET /dpp/import/templates/{category}): the header
 * row of its dotted columns and one example row that imports cleanly, as CSV (RFC 4180, UTF-8,
 * CRLF) or as XLSX, whose second sheet describes each column (required or recommended, type,
 * unit). The columns and example cells are core's templateColumns.
 */
export async function templateFile(category: PassportCategory, format: TemplateFormat): Promise<Uint8Array> {
  const columns = templateColumns(category);
  if (format === 'csv') {
    return new TextEncoder().encode(csvLine(columns.map((column) => column.column)) + csvLine(columns.map((column) => column.example)));
  }
  const workbook = new ExcelJS.Workbook();
  const passports = workbook.addWorksheet('Passports');
  passports.addRow(columns.map((column) => column.column));
  passports.addRow(columns.map((column) => column.example));
  passports.columns.forEach((sheetColumn, index) => {
    sheetColumn.width = Math.max(12, columns[index]!.column.length + 2);
  });
  const described = workbook.addWorksheet('Columns');
  described.columns = [
    { header: 'column', key: 'column', width: 40 },
    { header: 'requirement', key: 'requirement', width: 14 },
    { header: 'type', key: 'type', width: 36 },
    { header: 'unit', key: 'unit', width: 10 },
    { header: 'description', key: 'description', width: 70 },
  ];
  for (const column of columns) described.addRow({ column: column.column, requirement: column.requirement, type: column.type, unit: column.unit ?? '', description: column.description });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
