// The README's browser example. test/render-runtimes.test.ts bundles it with esbuild from the
// built dist and loads it in headless Chromium, in a page with a drawn canvas and an img.
import { renderQr, toDataUrl } from '@quietzone/render';

const canvas = document.querySelector('canvas')!;
const logo = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
document.querySelector('img')!.src = await toDataUrl('https://example.com/menu', { format: 'svg', size: 8, logo });
const pdf = await renderQr('https://example.com/menu', { format: 'pdf', moduleMm: 0.5 });

// For the test: what the page made, read back by the browser driver.
Object.assign(globalThis, { readmeExample: { src: document.querySelector('img')!.src, pdf: btoa(String.fromCharCode(...pdf)) } });
