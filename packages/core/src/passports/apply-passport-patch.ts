/**
 * PATCH /dpp/{id} on the stored passport (dpp.md, "Endpoints" PATCH and validate-update;
 * Precise points, "Status"): `manufacturer` and `attributes` merge key by key with null
 * removing a key (RFC 7396 JSON Merge Patch), lists and scalars replace. The rules that need
 * the stored passport are checked here, each a 422 on its field:
 * - the status transition (never back to draft, a draft is not archived);
 * - gtin, lot and serial only change while the passport is a draft (checked against the
 *   stored status, so one PATCH cannot publish and re-identify);
 * - the merged manufacturer keeps its name; the merged attributes stay within the bound.
 * Import upserts use the same merge ("upsert merges like PATCH").
 */
import type { FieldError } from '../problem';
import { MAX_ATTRIBUTES } from '../schemas/passport-fields';
import type { UpdatePassportInput } from '../schemas/passports';
import { completeDocument, completeLink, completeManufacturer, type PassportBody } from './passport-body';
import { identityIsMutable, passportStatusChangeError } from './passport-status';

export type PassportPatchResult = { readonly ok: true; readonly body: PassportBody } | { readonly ok: false; readonly errors: readonly FieldError[] };

const IDENTITY_FIELDS = ['gtin', 'lot', 'serial'] as const;

export function applyPassportPatch(current: PassportBody, patch: UpdatePassportInput): PassportPatchResult {
  const errors: FieldError[] = [];
  if (patch.status !== undefined) {
    const refusal = passportStatusChangeError(current.status, patch.status);
    if (refusal !== null) errors.push({ field: 'status', message: refusal });
  }
  if (!identityIsMutable(current.status)) {
    for (const field of IDENTITY_FIELDS) {
      if (patch[field] !== undefined && patch[field] !== current[field]) {
        errors.push({ field, message: `${field} cannot change once the passport has been published` });
      }
    }
  }

  const manufacturer = mergeManufacturer(current, patch, errors);
  const attributes = patch.attributes === undefined ? current.attributes : patch.attributes === null ? {} : mergeObject(current.attributes, patch.attributes);
  if (Object.keys(attributes).length > MAX_ATTRIBUTES) errors.push({ field: 'attributes', message: `at most ${MAX_ATTRIBUTES} attributes` });
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    body: {
      gtin: patch.gtin ?? current.gtin,
      lot: patch.lot === undefined ? current.lot : patch.lot,
      serial: patch.serial === undefined ? current.serial : patch.serial,
      category: patch.category ?? current.category,
      status: patch.status ?? current.status,
      product_name: patch.product_name ?? current.product_name,
      brand: patch.brand === undefined ? current.brand : patch.brand,
      description: patch.description === undefined ? current.description : patch.description,
      manufacturer,
      attributes,
      restricted_fields: patch.restricted_fields ?? current.restricted_fields,
      documents: patch.documents === undefined ? current.documents : patch.documents.map(completeDocument),
      links: patch.links === undefined ? current.links : patch.links.map(completeLink),
    },
  };
}

function mergeObject(current: Readonly<Record<string, unknown>>, patch: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  return merged;
}

function mergeManufacturer(current: PassportBody, patch: UpdatePassportInput, errors: FieldError[]) {
  if (patch.manufacturer === undefined) return current.manufacturer;
  if (patch.manufacturer === null) return null;
  const merged = mergeObject({ ...current.manufacturer }, patch.manufacturer);
  if (typeof merged['name'] !== 'string') {
    errors.push({ field: 'manufacturer.name', message: 'manufacturer needs a name (remove the whole manufacturer with manufacturer: null)' });
    return null;
  }
  return completeManufacturer(merged as Parameters<typeof completeManufacturer>[0]);
}
