/**
 * Compressed GS1 Digital Link URIs of a GTIN (GS1 Digital Link: Compression): the GTIN and its
 * key qualifiers packed into one path segment after the resolver root,
 * `{base}/AQdJnd9bVg` for `{base}/01/04006381333931`. A compressed link names the same
 * identity as its uncompressed form; the resolver answers it as that form.
 *
 * Only the fully compressed form is read (every AI in the one segment), as GS1's toolkit writes
 * it by default. AIs other than the GTIN and its qualifiers are data attributes (a date, a
 * weight), returned apart: passports carry none, and the uncompressed form has them in its
 * query string.
 */
import { compressAiElements, decompressAiElements, type AiElement } from './ai-compression';
import { GTIN_AI, OTHER_PRIMARY_KEYS } from './digital-link';
import { gs1Failure, gs1Ok, type Gs1Result } from './gs1-result';
import { parseGs1Identifier, type Gs1Identifier } from './gs1-identifier';
import { GTIN_QUALIFIERS, qualifierByAi } from './key-qualifiers';

/** `/{compressed}`: the GTIN-14 and the identifier's qualifiers, packed. Throws on an invalid identifier, as buildDigitalLinkPath does. */
export function compressDigitalLinkPath(identifier: Gs1Identifier): string {
  const valid = parseGs1Identifier(identifier);
  if (!valid.ok) throw new RangeError(`compressDigitalLinkPath: ${valid.failure.message}`);
  const elements: AiElement[] = [{ ai: GTIN_AI, value: valid.value.gtin }];
  for (const { ai, field } of GTIN_QUALIFIERS) {
    const value = valid.value[field];
    if (value !== undefined && value !== null) elements.push({ ai, value });
  }
  return `/${compressAiElements(elements)}`;
}

/** The compressed Digital Link URI on `base` (trailing slashes dropped). */
export function compressDigitalLink(base: string, identifier: Gs1Identifier): string {
  return `${base.replace(/\/+$/, '')}${compressDigitalLinkPath(identifier)}`;
}

export interface DecompressedDigitalLink {
  readonly identifier: Gs1Identifier;
  /** The other AIs it carried (data attributes), in the order they were packed. */
  readonly attributes: readonly AiElement[];
}

/**
 * Reads the last segment of `path` (`/AQdJnd9bVg`, or after any prefix) as a compressed
 * Digital Link of a GTIN: a failure names what is wrong — not compressed at all, another
 * primary key, a bad check digit or qualifier value.
 */
export function decompressDigitalLinkPath(path: string): Gs1Result<DecompressedDigitalLink> {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const elements = decompressAiElements(segment);
  if (!elements.ok) return elements;
  const otherKey = elements.value.find(({ ai }) => OTHER_PRIMARY_KEYS.has(ai));
  if (otherKey !== undefined) return gs1Failure('uri', `primary key AI ${otherKey.ai} is not supported: only 01 (GTIN) is`);
  const gtin = elements.value.find(({ ai }) => ai === GTIN_AI);
  if (gtin === undefined) return gs1Failure('uri', 'a compressed GS1 Digital Link of a product holds AI 01 (GTIN)');
  const values: Record<string, string> = {};
  const attributes: AiElement[] = [];
  for (const element of elements.value) {
    const qualifier = qualifierByAi(element.ai);
    if (qualifier !== undefined) values[qualifier.field] = element.value;
    else if (element.ai !== GTIN_AI) attributes.push(element);
  }
  const identifier = parseGs1Identifier({ gtin: gtin.value, ...values });
  if (!identifier.ok) return identifier;
  return gs1Ok({ identifier: identifier.value, attributes });
}
