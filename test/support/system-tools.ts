/**
 * The programs the tests use as independent oracles, and the Debian package of each (as .ci/run
 * installs them): decoders and rasterizers for the server and end-to-end suites, a browser for
 * the end-to-end page tests, and the reverse proxy in front of a custom domain.
 */
export const DEBIAN_PACKAGES = {
  zbarimg: 'zbar-tools',
  pdftoppm: 'poppler-utils',
  gs: 'ghostscript',
  chromium: 'chromium',
  jq: 'jq',
  qpdf: 'qpdf',
  unzip: 'unzip',
  caddy: 'caddy',
} as const;

export type SystemTool = keyof typeof DEBIAN_PACKAGES;

/** What the machine offers: the tools found, and whether we may run apt-get as root (root, or sudo without a password). */
export interface Machine {
  readonly missing: readonly SystemTool[];
  readonly hasAptGet: boolean;
  readonly canBeRoot: boolean;
}

export type ToolPlan =
  | { readonly action: 'none' }
  | { readonly action: 'install'; readonly packages: readonly string[] }
  | { readonly action: 'fail'; readonly message: string };

const packagesOf = (tools: readonly SystemTool[]) => [...new Set(tools.map((tool) => DEBIAN_PACKAGES[tool]))];

/** The one line that tells a person what to install, naming each missing tool and its package. */
export function missingToolsMessage(missing: readonly SystemTool[]): string {
  return `Tests need ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed: run sudo apt-get install -y ${packagesOf(missing).join(' ')} (Debian/Ubuntu packages), then pnpm test again.`;
}

/** Nothing missing: nothing to do; else install the packages when apt-get may run as root, else fail with the one line. */
export function planSystemTools(machine: Machine): ToolPlan {
  if (machine.missing.length === 0) return { action: 'none' };
  if (machine.hasAptGet && machine.canBeRoot) return { action: 'install', packages: packagesOf(machine.missing) };
  return { action: 'fail', message: missingToolsMessage(machine.missing) };
}
