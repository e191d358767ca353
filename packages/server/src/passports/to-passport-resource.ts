import { derivedPassportFields, publicAttributes } from '@quietzone/core';
import { type Passport } from '@quietzone/core/schemas';
import type { PassportRow } from './store/passports';
import { passportDescription } from './passport-description';

/**
 * A passport as every /dpp endpoint and every dpp.* event shows it (dpp.md, "The passport
 * resource"): the stored fields, the derived ones (granularity, digital_link, element_string,
 * eu_compliance, computed by core for each answer) and the image URLs as on codes,
 * `{PUBLIC_URL}/v1/dpp/{id}/qr.<ext>`.
 */
export function toPassportResource(row: PassportRow, publicUrl: string): Passport {
  const image = (ext: string) => `${publicUrl}/v1/dpp/${encodeURIComponent(row.id)}/qr.${ext}`;
  const images = { svg: image('svg'), png: image('png'), pdf: image('pdf'), eps: image('eps') };
  const derived = derivedPassportFields(row, publicUrl);
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    gtin: row.gtin,
    lot: row.lot,
    serial: row.serial,
    granularity: derived.granularity,
    ...passportDescription(row),
    attributes: { ...row.attributes },
    restricted_fields: [...row.restricted_fields],
    documents: row.documents.map((document) => ({ ...document })),
    links: row.links.map((link) => ({ ...link })),
    version: row.version,
    eu_compliance: derived.eu_compliance,
    digital_link: derived.digital_link,
    element_string: derived.element_string,
    image_svg_url: images.svg,
    image_png_url: images.png,
    image_pdf_url: images.pdf,
    image_eps_url: images.eps,
    images,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
  };
}

/**
 * The passport as a public `svc_pk_` key reads it. Such keys sit in web pages, so the
 * restricted attributes (ESPR access rights: "only through the authenticated API") are left
 * out for them as on the public page; `restricted_fields` still names them.
 */
export function toPublicKeyPassportResource(row: PassportRow, publicUrl: string): Passport {
  return { ...toPassportResource(row, publicUrl), attributes: publicAttributes(row.attributes, row.restricted_fields) };
}
