import { resolverDescription, type ResolverDescription } from '@quietzone/core';
import type { AppContext } from '../../app/app-context';
import { listResolvableLinkTypes } from '../store/passports';

/** The resolver's name in its description file. */
export const RESOLVER_NAME = 'quietzone GS1 Digital Link resolver';

/**
 * `GET /.well-known/gs1resolver` (GS1 Digital Link resolver description; dpp.md Precise points):
 * the resolver root is PUBLIC_URL, the link types those of the passports that resolve.
 */
export async function gs1ResolverDescription(ctx: AppContext): Promise<ResolverDescription> {
  return resolverDescription({ name: RESOLVER_NAME, resolverRoot: ctx.config.publicUrl, linkTypes: await listResolvableLinkTypes(ctx.db) });
}
