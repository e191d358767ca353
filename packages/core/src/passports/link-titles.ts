/**
 * Titles for links stored without one (GS1-Conformant Resolver 1.2 §2.5.3 and §5.11: every link
 * a resolver exposes SHALL have a human-readable title, which SHOULD be in the target's
 * language; dpp.md, Precise points "Links": one created without a title gets one derived from
 * its type, in the passport's language).
 *
 * Decision: the title is derived when a link is emitted, never stored. A stored `null` stays
 * `null` in the API (what the manufacturer wrote), old rows need no migration, and a title
 * follows a later change of the link's language or of the workspace's locale.
 *
 * The language is the link's own `language` when it has one (the title describes the target),
 * else the passport's language (its workspace's `default_locale`); a language outside the
 * table, or none, gets English.
 */
import type { PassportLink } from './passport-body';

export const LINK_TITLE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type LinkTitleLanguage = (typeof LINK_TITLE_LANGUAGES)[number];

type Titles = Readonly<Record<LinkTitleLanguage, string>>;

/** The GS1 Web Vocabulary's link types dpp.md names, by term, in each language of the table. */
export const GS1_LINK_TYPE_TITLES: Readonly<Record<string, Titles>> = {
  pip: { en: 'Product information', de: 'Produktinformationen', fr: 'Informations produit', es: 'Información del producto', it: 'Informazioni sul prodotto', nl: 'Productinformatie' },
  epil: { en: 'Package leaflet', de: 'Packungsbeilage', fr: 'Notice', es: 'Prospecto', it: 'Foglio illustrativo', nl: 'Bijsluiter' },
  sustainabilityInfo: { en: 'Sustainability information', de: 'Informationen zur Nachhaltigkeit', fr: 'Informations sur la durabilité', es: 'Información de sostenibilidad', it: 'Informazioni sulla sostenibilità', nl: 'Informatie over duurzaamheid' },
  recyclingInfo: { en: 'Recycling information', de: 'Informationen zum Recycling', fr: 'Informations sur le recyclage', es: 'Información de reciclaje', it: 'Informazioni sul riciclo', nl: 'Informatie over recycling' },
  instructions: { en: 'Instructions', de: 'Anleitung', fr: "Mode d'emploi", es: 'Instrucciones', it: 'Istruzioni', nl: 'Handleiding' },
  safetyInfo: { en: 'Safety information', de: 'Sicherheitshinweise', fr: 'Consignes de sécurité', es: 'Información de seguridad', it: 'Informazioni sulla sicurezza', nl: 'Veiligheidsinformatie' },
  certificationInfo: { en: 'Certificates', de: 'Zertifikate', fr: 'Certificats', es: 'Certificados', it: 'Certificati', nl: 'Certificaten' },
  dpp: { en: 'Digital product passport', de: 'Digitaler Produktpass', fr: 'Passeport numérique de produit', es: 'Pasaporte digital de producto', it: 'Passaporto digitale del prodotto', nl: 'Digitaal productpaspoort' },
};

/** The passport page itself, when it is the default link (no `gs1:pip` link to name instead). */
const PASSPORT_PAGE_TITLES: Titles = { en: 'Product passport', de: 'Produktpass', fr: 'Passeport produit', es: 'Pasaporte del producto', it: 'Passaporto del prodotto', nl: 'Productpaspoort' };

/** The table's language for a BCP 47 tag (`de-CH` → `de`), English for any other. */
export function linkTitleLanguage(language: string | null | undefined): LinkTitleLanguage {
  const primary = language?.split('-')[0]?.toLowerCase();
  return (LINK_TITLE_LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as LinkTitleLanguage) : 'en';
}

/**
 * A title for a link type in a language: the table's, else the vocabulary term in words
 * (`gs1:allergenInfo` → "Allergen info"; GS1 adds types faster than any table).
 */
export function linkTypeTitle(linkType: string, language: string | null | undefined): string {
  const term = linkType.replace(/^gs1:/, '');
  const titles = Object.hasOwn(GS1_LINK_TYPE_TITLES, term) ? GS1_LINK_TYPE_TITLES[term] : undefined;
  if (titles !== undefined) return titles[linkTitleLanguage(language)];
  const words = term.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function passportPageTitle(language: string | null | undefined): string {
  return PASSPORT_PAGE_TITLES[linkTitleLanguage(language)];
}

/** The link as emitted: its own title, else one derived from its type in its language or the passport's. */
export function titledLink<L extends PassportLink>(link: L, passportLanguage: string | null | undefined): Omit<L, 'title'> & { readonly title: string } {
  return link.title !== null && link.title !== '' ? { ...link, title: link.title } : { ...link, title: linkTypeTitle(link.link_type, link.language ?? passportLanguage) };
}
