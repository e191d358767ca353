import { allowedDomainQuerySchema, asciiHostName, envelopeSchema, workspaceSchema } from '@quietzone/core/schemas';
import { caller } from '../auth/caller';
import { epochMs } from '../clock';
import { DOMAIN_ASKS_PER_MINUTE } from '../domains/domain-cache';
import { hostWorkspace } from '../domains/request-host';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { defineRoute, routeTable } from '../http/route';
import { clientIp } from '../scans/client-ip';
import { verifyWorkspaceDomain } from '../workspaces/verify-workspace-domain';
import { workspaceResource } from '../workspaces/workspace-resource';
import { workspaces } from '../workspaces/workspace-routes';

export const domainRoutes = routeTable('Workspaces', [
  defineRoute({
    route: 'POST /workspaces/{id}/domain/verify', operationId: 'verifyWorkspaceDomain', access: 'manage_workspace', resource: workspaces,
    summary: "Check the DNS record of the workspace's custom domain",
    description:
      'Looks up the TXT record named in `domain.verification` now: when one of its strings is `domain.verification.value`, the domain is `verified` and from then on serves the workspace\'s short links, landing and password pages, images, public files and passports ' +
      '(and its codes\' `short_url` and image URLs, and its passports\' `digital_link`, are on `https://<domain>`); otherwise it stays `pending`, or is `failed` when it had been verified. ' +
      'Verified domains are checked again daily; one whose record has gone is `failed` (event `workspace.domain_failed`) and keeps serving for 72 hours from that check. ' +
      'org_admin keys check any workspace of their organization, ws_admin keys only their own.',
    responses: {
      200: { description: 'The workspace, with the outcome in `domain.status`.', schema: envelopeSchema(workspaceSchema) },
      403: 'The role may not change this workspace.',
      409: 'The workspace has no custom_domain, or is archived.',
    },
    handler: async ({ event, ctx, auth, found }) => ok(event, workspaceResource(await verifyWorkspaceDomain(ctx, found, caller(event, auth)))),
  }),
  defineRoute({
    route: 'GET /domains/allowed', operationId: 'isDomainAllowed', access: 'public', request: { query: allowedDomainQuerySchema },
    tags: ['System'],
    summary: 'Whether a host name is a verified custom domain (for on-demand TLS)',
    description:
      "Public, for the reverse proxy's on-demand TLS (Caddy's `ask`): 200 when `domain` is a custom domain that serves a workspace now, 404 for any other name. The answer says nothing else. " +
      `At most ${DOMAIN_ASKS_PER_MINUTE} asks per client address and minute, counted per server process.`,
    responses: {
      200: { description: 'A custom domain served here: a certificate may be obtained for it.', contentType: 'text/plain' },
      404: 'Not a custom domain served here.',
      429: { description: 'Too many asks from this address this minute.', headers: { 'Retry-After': { description: 'Seconds until the minute ends.' } } },
    },
    handler: async ({ event, ctx, query }) => {
      const address = clientIp(event, ctx.config);
      if (address !== undefined) {
        const nowMs = epochMs(ctx.clock);
        const count = ctx.caches.domains.asks.count(address, nowMs);
        if (count.exceeded) throw new ApiError('rate_limited', 'Too many domain checks from this address.', { headers: { 'retry-after': String(Math.max(1, Math.ceil(count.reset - nowMs / 1000))) } });
      }
      const owner = await hostWorkspace(ctx, asciiHostName(query.domain));
      if (owner === null) throw new ApiError('not_found', 'Not a domain served here.');
      return new Response('ok', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    },
  }),
]);
