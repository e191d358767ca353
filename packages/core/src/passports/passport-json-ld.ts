/**
 * The machine-readable passport the resolver answers `Accept: application/ld+json` with
 * (dpp.md, "The resolver": schema.org `Product` with `@id` = digital link, `gtin`, `name`,
 * `brand`, `manufacturer`, public attributes, documents). Built from the public projection only,
 * so restricted attributes never reach it. Attributes become schema.org `PropertyValue`s
 * (with `unitText` where the tables name a unit); documents `DigitalDocument`s in `subjectOf`.
 */
import { ATTRIBUTE_UNITS } from './attribute-units';
import type { PublicPassport } from './public-passport';

export const JSON_LD_MEDIA_TYPE = 'application/ld+json';

type JsonLd = Record<string, unknown>;

function propertyValue(name: string, value: unknown, unitText?: string): JsonLd {
  return { '@type': 'PropertyValue', name, value, ...(unitText === undefined ? {} : { unitText }) };
}

function attributeProperties(key: string, value: unknown): JsonLd[] {
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null)) {
    // materials: [{ name, share_percent }]
    return value.map((item: Record<string, unknown>) => propertyValue(`${key}: ${String(item['name'])}`, item['share_percent'], '%'));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    // recycled_content: { cobalt: 16, … }
    return Object.entries(value).map(([part, percent]) => propertyValue(`${key}.${part}`, percent, '%'));
  }
  return [propertyValue(key, value, ATTRIBUTE_UNITS.get(key))];
}

export function passportJsonLd(passport: PublicPassport): JsonLd {
  const { manufacturer } = passport;
  const properties = Object.entries(passport.attributes).flatMap(([key, value]) => attributeProperties(key, value));
  if (passport.lot !== null) properties.unshift(propertyValue('lot', passport.lot));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': passport.digital_link,
    gtin: passport.gtin,
    name: passport.product_name,
    ...(passport.serial === null ? {} : { serialNumber: passport.serial }),
    ...(passport.brand === null ? {} : { brand: { '@type': 'Brand', name: passport.brand } }),
    ...(passport.description === null ? {} : { description: passport.description }),
    ...(manufacturer === null
      ? {}
      : {
          manufacturer: {
            '@type': 'Organization',
            name: manufacturer.name,
            ...(manufacturer.address === null ? {} : { address: manufacturer.address }),
            ...(manufacturer.country === null ? {} : { location: { '@type': 'Country', identifier: manufacturer.country } }),
            ...(manufacturer.email === null ? {} : { email: manufacturer.email }),
            ...(manufacturer.website === null ? {} : { url: manufacturer.website }),
            ...(manufacturer.operator_id === null ? {} : { identifier: manufacturer.operator_id }),
          },
        }),
    ...(properties.length === 0 ? {} : { additionalProperty: properties }),
    ...(passport.documents.length === 0
      ? {}
      : {
          subjectOf: passport.documents.map((document) => ({
            '@type': 'DigitalDocument',
            name: document.title ?? document.type.replace(/_/g, ' '),
            description: document.type,
            url: document.url,
            ...(document.language === null ? {} : { inLanguage: document.language }),
          })),
        }),
  };
}
