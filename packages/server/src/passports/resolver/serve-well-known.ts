import { resolverDescription, type ResolverDescription } from '@quietzone/core';
import type { AppContext } from '../../app/app-context';
import { listResolvableLinkTypes } from '../store/passports';

/** The resolver's name in its description file. */
export const RESOLVER_NAME = 'quietzone GS1 Digital Link resolver';

/**
 * `GET /.well-known/gs1resolver` (GS1 Digital Link resolver description; dpp.md Precise points):
 * the resolver root is the request's origin (PUBLIC_URL, or a custom domain), the link types those of the passports that resolve.
 */
export async function gs1ResolverDescription(ctx: AppContext, resolverRoot: string): Promise<ResolverDescription> {
  return resolverDescription({ name: RESOLVER_NAME, resolverRoot, linkTypes: await listResolvableLinkTypes(ctx.db) });
}
