/** The stored, editable fields of a passport (core PassportBody): audit changes and PATCH `meta.changes` name these. */
export const PASSPORT_FIELDS = [
  'gtin',
  'lot',
  'serial',
  'category',
  'status',
  'product_name',
  'brand',
  'description',
  'manufacturer',
  'attributes',
  'restricted_fields',
  'documents',
  'links',
] as const;
