import { type PassportCategory } from '@quietzone/core';
import { templateColumns, type TemplateFormat } from '@quietzone/core/schemas';
import { csvLine } from '../../scans/csv-line';
import { xlsxBytes, XLSX_MEDIA_TYPE } from '../../xlsx';

export { XLSX_MEDIA_TYPE };

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
  const passports = {
    name: 'Passports',
    columns: columns.map((column) => ({ header: column.column, width: Math.max(12, column.column.length + 2) })),
    rows: [[columns.map((column) => column.example)]],
  };
  const described = {
    name: 'Columns',
    columns: [
      { header: 'column', width: 40 },
      { header: 'requirement', width: 14 },
      { header: 'type', width: 36 },
      { header: 'unit', width: 10 },
      { header: 'description', width: 70 },
    ],
    rows: [columns.map((column) => [column.column, column.requirement, column.type, column.unit ?? '', column.description])],
  };
  return xlsxBytes([passports, described]);
}
