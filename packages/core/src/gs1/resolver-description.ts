/**
 * `GET /.well-known/gs1resolver` (GS1 Digital Link 1.x resolver description file; dpp.md,
 * Precise points "Resolver": `name`, `resolverRoot`, `supportedPrimaryKeys` and
 * `supportedLinkTypes`, the types used by published passports).
 */
import { GTIN_AI } from './digital-link';

export interface ResolverDescription {
  readonly name: string;
  readonly resolverRoot: string;
  readonly supportedPrimaryKeys: readonly string[];
  readonly supportedLinkTypes: readonly string[];
}

export function resolverDescription(input: { readonly name: string; readonly resolverRoot: string; readonly linkTypes: Iterable<string> }): ResolverDescription {
  return {
    name: input.name,
    resolverRoot: input.resolverRoot.replace(/\/+$/, ''),
    supportedPrimaryKeys: [GTIN_AI],
    supportedLinkTypes: [...new Set(input.linkTypes)].sort(),
  };
}
