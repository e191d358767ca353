import { ensureSystemTools } from './ensure-system-tools';

// Vitest global set-up of the projects that decode rendered images with zbar after poppler or ghostscript (server).
export default function setup(): void {
  ensureSystemTools(['zbarimg', 'pdftoppm', 'gs']);
}
