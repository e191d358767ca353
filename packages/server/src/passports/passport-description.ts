import type { PassportBody } from '@quietzone/core';

export type PassportDescription = Pick<PassportBody, 'category' | 'status' | 'product_name' | 'brand' | 'description' | 'manufacturer'>;

/**
 * What a passport says of its product, as stored: shown alike, in this order after the
 * identity, by the full resource (toPassportResource) and the public view (publicPassportOf).
 */
export function passportDescription(row: PassportBody): PassportDescription {
  return {
    category: row.category,
    status: row.status,
    product_name: row.product_name,
    brand: row.brand,
    description: row.description,
    manufacturer: row.manufacturer,
  };
}
