import { ensureSystemTools } from './ensure-system-tools';

// Vitest global set-up of the render package: its print files are checked with qpdf's JSON and
// ghostscript's PDF/X conversion, then decoded with zbar after poppler.
export default function setup(): void {
  ensureSystemTools(['qpdf', 'gs', 'pdftoppm', 'zbarimg']);
}
