import { ensureSystemTools } from './ensure-system-tools';

// Vitest global set-up of the end-to-end project: decoders, rasterizers and the browser.
export default function setup(): void {
  ensureSystemTools(['zbarimg', 'pdftoppm', 'gs', 'chromium']);
}
