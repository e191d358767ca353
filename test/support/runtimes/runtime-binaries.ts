import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Deno, Bun and workerd as their npm packages ship them: each binary is in a platform package
 * the main package lists in optionalDependencies. Their install scripts (which copy the binary
 * beside the launcher, or download it when the platform package is missing) stay off, so the
 * binary is taken from the platform package itself.
 */
const PLATFORM_BINARIES = {
  deno: { 'linux-x64': '@deno/linux-x64-glibc/deno', 'linux-arm64': '@deno/linux-arm64-glibc/deno', 'darwin-x64': '@deno/darwin-x64/deno', 'darwin-arm64': '@deno/darwin-arm64/deno' },
  bun: { 'linux-x64': '@oven/bun-linux-x64/bin/bun', 'linux-arm64': '@oven/bun-linux-aarch64/bin/bun', 'darwin-x64': '@oven/bun-darwin-x64/bin/bun', 'darwin-arm64': '@oven/bun-darwin-aarch64/bin/bun' },
  workerd: {
    'linux-x64': '@cloudflare/workerd-linux-64/bin/workerd',
    'linux-arm64': '@cloudflare/workerd-linux-arm64/bin/workerd',
    'darwin-x64': '@cloudflare/workerd-darwin-64/bin/workerd',
    'darwin-arm64': '@cloudflare/workerd-darwin-arm64/bin/workerd',
  },
} as const;

export type NpmRuntime = keyof typeof PLATFORM_BINARIES;

/** The path of `runtime`'s binary for this machine, or an error naming the package that is missing. */
export function runtimeBinary(runtime: NpmRuntime): string {
  const platform = `${process.platform}-${process.arch}`;
  const file = (PLATFORM_BINARIES[runtime] as Record<string, string>)[platform];
  if (!file) throw new Error(`no ${runtime} platform package is known for ${platform}`);
  const [scope, name, ...rest] = file.split('/');
  const fromRuntime = createRequire(createRequire(import.meta.url).resolve(`${runtime}/package.json`));
  const binary = join(dirname(fromRuntime.resolve(`${scope}/${name}/package.json`)), ...rest);
  if (!existsSync(binary)) throw new Error(`${runtime}: ${binary} is missing; reinstall with pnpm install`);
  return binary;
}
