import { JSON_LD_MEDIA_TYPE, LINKSET_MEDIA_TYPE } from '@quietzone/core';
import { z } from 'zod';

/** A target of a linkset relation (RFC 9264 §4.2.4). */
const linksetTargetSchema = z
  .object({
    href: z.string().describe('The link URL.'),
    title: z.string().optional(),
    hreflang: z.array(z.string()).optional(),
    type: z.string().optional(),
  })
  .meta({ id: 'LinksetTarget' });

/** What `Accept: application/linkset+json` or `linkType=all` answers: RFC 9264 §4.2, one context object. */
export const linksetSchema = z
  .object({
    linkset: z
      .array(
        z
          .object({ anchor: z.string().describe('The Digital Link URI the links are about.') })
          .catchall(z.array(linksetTargetSchema))
          .describe('Each other member is a relation, named by its GS1 vocabulary IRI (`https://gs1.org/voc/pip`), with its targets.'),
      )
      .describe('One context object.'),
  })
  .meta({ id: 'Linkset', description: 'An RFC 9264 JSON linkset.' });

/** What `Accept: application/ld+json` answers: a schema.org Product. */
export const passportJsonLdSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Product'),
    '@id': z.string().describe('The Digital Link URI.'),
    gtin: z.string(),
    name: z.string(),
  })
  .catchall(z.unknown())
  .meta({ id: 'PassportJsonLd', description: 'schema.org `Product` JSON-LD: brand, manufacturer, public attributes as `PropertyValue`s, documents in `subjectOf`.' });

/** The resolver's answers besides the public passport as JSON, by media type (Accept). */
export const RESOLVER_OTHER_CONTENT = {
  [JSON_LD_MEDIA_TYPE]: passportJsonLdSchema,
  [LINKSET_MEDIA_TYPE]: linksetSchema,
  'text/html': null,
} as const;
