// The README's Cloudflare Worker. test/render-runtimes.test.ts bundles it from the built dist,
// serves it from workerd and fetches a code through it.
import { renderQr } from '@quietzone/render';

export default {
  async fetch(request: Request): Promise<Response> {
    const content = new URL(request.url).searchParams.get('q') ?? 'https://example.com';
    const svg = await renderQr(content, { format: 'svg', size: 8 });
    return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
  },
};
