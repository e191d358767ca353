import { ensureSystemTools } from './ensure-system-tools';

// Vitest global set-up of the end-to-end project: decoders, rasterizers, the browser and Caddy.
export default function setup(): void {
  ensureSystemTools(['zbarimg', 'pdftoppm', 'gs', 'chromium', 'caddy']);
}
