/** The kinds of document a passport lists (dpp.md, "The passport resource", documents row). */

export const PASSPORT_DOCUMENT_TYPES = [
  'declaration_of_conformity',
  'user_manual',
  'safety_data_sheet',
  'repair_instructions',
  'recycling_instructions',
  'test_report',
  'other',
] as const;

export type PassportDocumentType = (typeof PASSPORT_DOCUMENT_TYPES)[number];
