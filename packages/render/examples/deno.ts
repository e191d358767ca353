// The README's Deno example. test/render-runtimes.test.ts bundles it from the built dist (as
// `npm:@quietzone/render` would fetch it) and runs it in Deno, allowed to write menu.png only.
import { renderQr } from 'npm:@quietzone/render';

await Deno.writeFile('menu.png', await renderQr('https://example.com/menu', { format: 'png', width: 600, dpi: 300 }));
