import type { H3Event } from 'h3';
import type { AppContext } from '../app/app-context';
import { hostWorkspace } from '../domains/request-host';
import type { DomainOwnerRow } from '../domains/store/workspace-domains';
import { ApiError } from './api-error';

declare module 'h3' {
  interface H3EventContext {
    /** The workspace whose verified custom domain the request came in on; unset on any other host. */
    hostWorkspace?: DomainOwnerRow;
  }
}

/**
 * Runs a route as its request's Host allows: on a host that is no serving custom domain (PUBLIC_URL's,
 * or any other) as usual; on a workspace's verified domain only a route `onCustomDomains` (with
 * the workspace in `event.context.hostWorkspace`, for the route to refuse other workspaces'
 * resources), anything else — the API, the docs, the metrics — is 404, so a brand's domain
 * shows nothing but its own links. Synchronous while the host is cached: the short link's
 * cached redirect stays a plain function call.
 */
export function runForHost(event: H3Event, ctx: AppContext, onCustomDomains: boolean, run: () => unknown): unknown {
  const owner = hostWorkspace(ctx, event.req.headers.get('host'));
  if (owner instanceof Promise) return owner.then((found) => runOnHost(event, found, onCustomDomains, run));
  return runOnHost(event, owner, onCustomDomains, run);
}

function runOnHost(event: H3Event, owner: DomainOwnerRow | null, onCustomDomains: boolean, run: () => unknown): unknown {
  if (owner === null) return run();
  if (!onCustomDomains) throw new ApiError('not_found', 'No resource at this path.');
  event.context.hostWorkspace = owner;
  return run();
}

/** Whether a resource of `workspaceId` may be shown on the request's host: always, except on another workspace's custom domain. */
export function servedOnHost(event: H3Event, workspaceId: string): boolean {
  const owner = event.context.hostWorkspace;
  return owner === undefined || owner.id === workspaceId;
}

/** The origin the request came in on, as far as links in its answer go: the custom domain on one, else PUBLIC_URL. */
export function requestPublicBase(event: H3Event, ctx: Pick<AppContext, 'config'>): string {
  const owner = event.context.hostWorkspace;
  return owner === undefined ? ctx.config.publicUrl : `https://${owner.custom_domain}`;
}
