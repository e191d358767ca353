/**
 * `GET /.well-known/gs1resolver` (GS1-Conformant Resolver 1.2 §3 and §5.21, validated by GS1's
 * description-file schema; dpp.md, Precise points "Resolver"): `name`, `resolverRoot`,
 * `supportedPrimaryKeys`, and `supportedLinkType` as the schema names it — the namespaces whose
 * link types the resolver recognises, each `{ namespace, prefix }` (the prefix with its colon).
 * Link types are GS1 Web Vocabulary terms only (link-types.ts), so that is one namespace.
 * `linkTypeDefaultCanBeLinkset` is false: a request without `linkType` answers the passport
 * itself, never the linkset. `jsonLdContextLocation` is GS1's linkset context. Ours besides the
 * schema's (which allows more properties): `linkTypesInUse`, the `gs1:` types of the passports
 * that resolve, sorted, so a client sees which `linkType` values can lead somewhere.
 */
import { GS1_LINKSET_CONTEXT } from '../passports/build-linkset';
import { GS1_VOCABULARY } from '../passports/link-types';
import { GTIN_AI } from './digital-link';

export interface SupportedLinkTypeNamespace {
  readonly namespace: string;
  readonly prefix: string;
}

export interface ResolverDescription {
  readonly name: string;
  readonly resolverRoot: string;
  readonly supportedPrimaryKeys: readonly string[];
  readonly supportedLinkType: readonly SupportedLinkTypeNamespace[];
  readonly linkTypeDefaultCanBeLinkset: boolean;
  readonly jsonLdContextLocation: string;
  readonly linkTypesInUse: readonly string[];
}

export function resolverDescription(input: { readonly name: string; readonly resolverRoot: string; readonly linkTypes: Iterable<string> }): ResolverDescription {
  return {
    name: input.name,
    resolverRoot: input.resolverRoot.replace(/\/+$/, ''),
    supportedPrimaryKeys: [GTIN_AI],
    supportedLinkType: [{ namespace: GS1_VOCABULARY, prefix: 'gs1:' }],
    linkTypeDefaultCanBeLinkset: false,
    jsonLdContextLocation: GS1_LINKSET_CONTEXT,
    linkTypesInUse: [...new Set(input.linkTypes)].sort(),
  };
}
