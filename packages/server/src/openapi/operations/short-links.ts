import type { OpenApiOperation } from '../build-openapi-document';
import { z } from 'zod';
import { REDIRECT_BASE_URL } from '../redirect-base-url';

export const shortLinkOperations: readonly OpenApiOperation[] = [
  {
    method: 'GET',
    path: '/{shortCode}',
    operationId: 'followShortLink',
    summary: 'Follow a short link (what a scan opens)',
    description:
      'Public, on {redirect_base_url}. A live url code redirects (A/B: B with probability 1 − ab_weight_a/100) or shows its hosted landing page; ' +
      'a static non-url code shows its content. Expired codes are 410; paused, draft, archived, flagged, deleted or unknown codes 404. ' +
      'Browsers (Accept: text/html) get small HTML pages for 404 and 410. HEAD is supported.',
    tags: ['Short links'],
    auth: 'public',
    serverUrl: REDIRECT_BASE_URL,
    request: { params: z.object({ shortCode: z.string() }) },
    responses: {
      200: { description: 'Landing page or content page (HTML, no external assets).', contentType: 'text/html' },
      302: {
        description: 'Redirect to the destination.',
        headers: { Location: { description: 'The destination URL.' }, 'Cache-Control': { description: '`no-store`.' } },
      },
      404: { description: 'Not active (paused, draft, archived, flagged, deleted) or unknown.' },
      410: { description: 'Expired.' },
    },
  },
];
