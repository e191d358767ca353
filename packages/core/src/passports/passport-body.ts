/**
 * The stored, editable fields of a passport in one complete shape: every optional field of a
 * create body present, absent ones as null or empty (dpp.md, "The passport resource"). Create
 * bodies become this shape once; PATCH merges into it (`applyPassportPatch`); versions keep it.
 */
import type { CreatePassportInput } from '../schemas/passports';
import type { PassportCategory } from './passport-categories';
import type { PassportDocumentType } from './document-types';
import type { PassportStatus } from './passport-status';

export interface PassportManufacturer {
  readonly name: string;
  readonly address: string | null;
  readonly country: string | null;
  readonly operator_id: string | null;
  readonly email: string | null;
  readonly website: string | null;
}

export interface PassportDocument {
  readonly type: PassportDocumentType;
  readonly url: string;
  readonly title: string | null;
  readonly language: string | null;
}

export interface PassportLink {
  readonly link_type: string;
  readonly url: string;
  readonly title: string | null;
  readonly language: string | null;
  readonly default: boolean;
}

export interface PassportBody {
  readonly gtin: string;
  readonly lot: string | null;
  readonly serial: string | null;
  readonly category: PassportCategory;
  readonly status: PassportStatus;
  readonly product_name: string;
  readonly brand: string | null;
  readonly description: string | null;
  readonly manufacturer: PassportManufacturer | null;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly restricted_fields: readonly string[];
  readonly documents: readonly PassportDocument[];
  readonly links: readonly PassportLink[];
}

export const MANUFACTURER_FIELDS = ['name', 'address', 'country', 'operator_id', 'email', 'website'] as const;

/** Every manufacturer key present; undefined becomes null. Null when there is no name to hold on to. */
export function completeManufacturer(manufacturer: Partial<Record<(typeof MANUFACTURER_FIELDS)[number], string | null | undefined>> | null | undefined): PassportManufacturer | null {
  if (manufacturer === null || manufacturer === undefined) return null;
  const complete = Object.fromEntries(MANUFACTURER_FIELDS.map((field) => [field, manufacturer[field] ?? null])) as Record<string, string | null>;
  return complete['name'] === null ? null : (complete as unknown as PassportManufacturer);
}

type DocumentInput = Omit<PassportDocument, 'title' | 'language'> & { readonly title?: string | null; readonly language?: string | null };
type LinkInput = Omit<PassportLink, 'title' | 'language'> & { readonly title?: string | null; readonly language?: string | null };

export function completeDocument(document: DocumentInput): PassportDocument {
  return { type: document.type, url: document.url, title: document.title ?? null, language: document.language ?? null };
}

export function completeLink(link: LinkInput): PassportLink {
  return { link_type: link.link_type, url: link.url, title: link.title ?? null, language: link.language ?? null, default: link.default };
}

export function passportBodyFromCreate(input: CreatePassportInput): PassportBody {
  return {
    gtin: input.gtin,
    lot: input.lot ?? null,
    serial: input.serial ?? null,
    category: input.category,
    status: input.status,
    product_name: input.product_name,
    brand: input.brand ?? null,
    description: input.description ?? null,
    manufacturer: completeManufacturer(input.manufacturer),
    attributes: input.attributes ?? {},
    restricted_fields: input.restricted_fields ?? [],
    documents: (input.documents ?? []).map(completeDocument),
    links: (input.links ?? []).map(completeLink),
  };
}
