#!/usr/bin/env bash
# Installs the packages as a stranger would: packs core, render, server and client with pnpm
# (each package's prepack builds it), checks the tarballs with publint and @arethetypeswrong/cli,
# installs them with npm into a scratch project outside the workspace, and there renders all
# four formats from ESM and from CommonJS, type-checks under node16 and bundler resolution,
# runs both command-line tools, serves the API from the packed server (its /docs too) and calls
# it with the packed client. Any problem exits non-zero. KEEP_SCRATCH=1 keeps the project.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/test/pack"
bin="$root/node_modules/.bin"

scratch="$(mktemp -d "${TMPDIR:-/tmp}/quietzone-pack.XXXXXX")"
case "$scratch" in "$root"/*) echo "scratch project $scratch is inside the workspace" >&2; exit 1 ;; esac
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; fi
  if [ -n "${KEEP_SCRATCH:-}" ]; then echo "scratch project kept: $scratch"; else rm -rf "$scratch"; fi
}
trap cleanup EXIT
step() { printf '\n== %s\n' "$*"; }

for tool in zbarimg pdftoppm gs curl; do
  command -v "$tool" >/dev/null || { echo "install-packed: $tool is missing (apt-get install zbar-tools poppler-utils ghostscript curl)" >&2; exit 1; }
done

step "pack (no dist beforehand: prepack must build)"
mkdir "$scratch/packs"
for package in core render server client; do
  rm -rf "$root/packages/$package/dist"
  (cd "$root/packages/$package" && pnpm pack --pack-destination "$scratch/packs" >/dev/null)
done
ls -l "$scratch/packs"
node "$here/check-manifests.mjs" "$scratch"/packs/*.tgz

step "publint and @arethetypeswrong/cli"
for tarball in "$scratch"/packs/*.tgz; do
  "$bin/publint" run --strict "$tarball"
  # The libraries in every resolution mode (node10, node16 from CommonJS and from ESM, bundler);
  # the server is ESM-only, as h3 is (CommonJS resolutions are not checked).
  profile=strict
  # core and render have subpath entries (core/schemas, core/node, render/node), which the
  # pre-exports node10 resolution cannot see; Node 20 and TypeScript's node16/bundler can.
  case "$tarball" in */quietzone-server-*) profile=esm-only ;; */quietzone-core-* | */quietzone-render-*) profile=node16 ;; esac
  "$bin/attw" --profile "$profile" --no-definitely-typed --format table-flipped "$tarball"
done

step "npm install into $scratch/app"
cp -r "$here/scratch" "$scratch/app"
cd "$scratch/app"
# @types/node as any TypeScript user on Node has it, at the version the workspace uses.
npm install --no-audit --no-fund --loglevel=error "$scratch"/packs/*.tgz "@types/node@$(node -p "require('$root/package.json').devDependencies['@types/node']")"
node -e '
  for (const name of ["@quietzone/core", "@quietzone/render", "@quietzone/server", "@quietzone/client"]) {
    const { version } = require(require.resolve(name + "/package.json"));
    if (version !== require(process.argv[1] + "/packages/" + name.split("/")[1] + "/package.json").version) throw new Error(name + " " + version + " is not the packed one");
  }' "$root"

step "render all four formats from ESM and from CommonJS require"
node render.mjs out-esm
node render.cjs out-cjs
for format in svg png pdf eps; do
  cmp "out-esm/menu.$format" "out-cjs/menu.$format" || { echo "ESM and CommonJS $format differ" >&2; exit 1; }
done
QUIETZONE_ROOT="$root" node rasterize-svg.mjs out-esm/menu.svg out-esm/menu-svg.png
pdftoppm -r 150 -png -singlefile out-esm/menu.pdf out-esm/menu-pdf
gs -q -dSAFER -dBATCH -dNOPAUSE -dEPSCrop -sDEVICE=png16m -r150 -sOutputFile=out-esm/menu-eps.png out-esm/menu.eps
for image in menu.png menu-svg.png menu-pdf.png menu-eps.png; do
  decoded="$(zbarimg --quiet --raw "out-esm/$image" 2>/dev/null)" || true
  [ "$decoded" = "https://example.com/menu" ] || { echo "$image decodes to '$decoded'" >&2; exit 1; }
  echo "$image: $decoded"
done

step "type-check under node16 (ESM and CommonJS files) and bundler resolution"
# Written here, not kept as files: the workspace's own typecheck would take them in.
cat > types-esm.mts <<'TS'
import { checkContrast, parseHexColor, type Rgb } from '@quietzone/core';
import { renderQr, type RenderFormat } from '@quietzone/render';

const formats: RenderFormat[] = ['svg', 'png', 'pdf', 'eps'];
const images: Uint8Array[] = await Promise.all(formats.map((format) => renderQr('https://example.com', { format })));
const blue: Rgb | undefined = parseHexColor('#1D4ED8');
export const level: string = checkContrast({ foreground: blue!, background: 'transparent', hasLogo: false }).level;
export const sizes = images.map((image) => image.length);
TS
cat > types-cjs.cts <<'TS'
import { buildWifiPayload, type PayloadResult } from '@quietzone/core';
import { renderQr, type RenderFormat } from '@quietzone/render';

const format: RenderFormat = 'pdf';
export const pdf: Promise<Uint8Array> = renderQr('https://example.com', { format, moduleMm: 0.5 });
export const wifi: PayloadResult = buildWifiPayload({ type: 'wifi', wifi_ssid: 'Cafe' });
TS
cp types-esm.mts types-bundler.ts
# The client as its README uses it: answers typed from the server's OpenAPI document.
cat > types-client.mts <<'TS'
import { createQuietzoneClient, QuietzoneProblem, type components } from '@quietzone/client';

const qz = createQuietzoneClient({ baseUrl: 'https://qr.example.com', apiKey: 'svc_sk_example' });
export const code: Promise<components['schemas']['Code']> = qz.post('/codes', { body: { url: 'https://example.com/menu' } });
export async function liveShortCodes(): Promise<string[]> {
  const codes: string[] = [];
  for await (const each of qz.paginate('/codes', { params: { query: { status: 'live' } } })) codes.push(each.short_code);
  return codes;
}
export const status = (error: unknown): number | undefined => (error instanceof QuietzoneProblem ? error.status : undefined);
TS
cat > types-client-cjs.cts <<'TS'
import { createQuietzoneClient, type QuietzoneClient } from '@quietzone/client';

export const qz: QuietzoneClient = createQuietzoneClient({ baseUrl: 'https://qr.example.com' });
export const version: Promise<string> = qz.get('/health').then((health) => health.version);
TS
cat > types-server.mts <<'TS'
import { createApp, loadConfig, type Config } from '@quietzone/server';

export const config: Config = loadConfig({ DATABASE_URL: 'memory://' });
export const app: typeof createApp = createApp;
TS
# Every declaration file is checked too (skipLibCheck off) for core and render; the server's
# types import h3's, which do not compile on their own (an optional crossws peer), so there
# the libraries' declarations are skipped.
"$bin/tsc" -p tsconfig.node16.json
"$bin/tsc" -p tsconfig.bundler.json
for resolution in node16 bundler; do
  module=node16
  [ "$resolution" = bundler ] && module=esnext
  "$bin/tsc" --noEmit --strict --skipLibCheck --target es2022 --types node --module "$module" --moduleResolution "$resolution" types-server.mts
  # The client's declarations are checked too (skipLibCheck off), with openapi-fetch's.
  "$bin/tsc" --noEmit --strict --target es2022 --types node --module "$module" --moduleResolution "$resolution" types-client.mts types-client-cjs.cts
done
echo "tsc: no errors"

step "command-line tools"
expected_server="$(node -p "require('$root/packages/server/package.json').version")"
expected_render="$(node -p "require('$root/packages/render/package.json').version")"
[ "$(npx --no -- quietzone --version)" = "$expected_server" ] || { echo "quietzone --version is not $expected_server" >&2; exit 1; }
[ "$(npx --no -- @quietzone/render --version)" = "$expected_render" ] || { echo "@quietzone/render --version is not $expected_render" >&2; exit 1; }
printf 'name,content\ntable-01,https://example.com/menu?t=1\ntable-02,https://example.com/menu?t=2\n' > codes.csv
npx --no -- @quietzone/render codes.csv --format png,pdf --jobs 2 --out batch
for row in 1 2; do
  decoded="$(zbarimg --quiet --raw "batch/table-0$row.png" 2>/dev/null)" || true
  [ "$decoded" = "https://example.com/menu?t=$row" ] || { echo "batch/table-0$row.png decodes to '$decoded'" >&2; exit 1; }
done
# The migrations ship in the tarball: the built CLI finds and applies every one of them.
applied="$(DATA_DIR="$scratch/app/data" npx --no -- quietzone migrate)"
echo "$applied"
for migration in "$root"/packages/server/migrations/*.sql; do
  case "$applied" in *"$(basename "$migration")"*) ;; *) echo "quietzone migrate did not apply $(basename "$migration")" >&2; exit 1 ;; esac
done

step "quietzone serve from the build: a code, its image (render worker threads) and its short link"
port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
DATA_DIR="$scratch/app/data" PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" node_modules/.bin/quietzone serve >serve.log 2>serve.err &
server_pid=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$port/v1/health/ready" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$port/v1/health/ready" >/dev/null || { cat serve.log serve.err >&2; echo "quietzone serve did not become ready" >&2; exit 1; }
key="$(grep -o 'svc_sk_[A-Za-z0-9_-]*' serve.err | head -1)"
[ -n "$key" ] || { cat serve.err >&2; echo "quietzone serve printed no bootstrap key on stderr" >&2; exit 1; }
short_code="$(curl -sf -X POST "http://127.0.0.1:$port/v1/codes" -H "Authorization: Bearer $key" \
  -H 'content-type: application/json' -d '{"url":"https://example.com/menu"}' | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).data.short_code')"
curl -sf "http://127.0.0.1:$port/v1/codes/$short_code/qr.png" -o served.png
decoded="$(zbarimg --quiet --raw served.png 2>/dev/null)" || true
case "$decoded" in */"$short_code") echo "served.png: $decoded" ;; *) echo "served.png decodes to '$decoded'" >&2; exit 1 ;; esac
redirect="$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$port/$short_code")"
[ "$redirect" = "302 https://example.com/menu" ] || { echo "short link answered '$redirect'" >&2; exit 1; }

step "the packed server's /docs: the reference (Scalar from its dist, not from node_modules) and every error page"
base="http://127.0.0.1:$port"
[ ! -e node_modules/@scalar/api-reference ] || { echo "@scalar/api-reference was installed: it must not be a dependency of the server" >&2; exit 1; }
curl -sf "$base/docs" -o docs.html -D docs.headers
grep -qi "^content-security-policy: default-src 'none'; script-src 'self'" docs.headers || { cat docs.headers >&2; echo "/docs has not its CSP" >&2; exit 1; }
script_path="$(grep -o '<script src="[^"]*"' docs.html | sed 's/<script src="//; s/"$//')"
document_path="$(grep -o 'data-url="[^"]*"' docs.html | sed 's/data-url="//; s/"$//')"
answer="$(curl -s -o scalar.js -w '%{http_code} %{content_type}' "$base$script_path")"
[ "$answer" = "200 text/javascript; charset=utf-8" ] && [ "$(wc -c < scalar.js)" -gt 1000000 ] && grep -q createApiReference scalar.js \
  || { echo "$script_path answered '$answer' ($(wc -c < scalar.js) bytes)" >&2; exit 1; }
[ "$(curl -sf "$base$document_path" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).openapi')" = 3.1.0 ] || { echo "$document_path is no OpenAPI 3.1 document" >&2; exit 1; }
for slug in $(node --input-type=module -e 'import { PROBLEM_TYPES } from "@quietzone/core"; console.log(Object.values(PROBLEM_TYPES).map((problem) => problem.slug).join(" "))'); do
  answer="$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base/docs/errors/$slug")"
  [ "$answer" = "200 text/html; charset=utf-8" ] || { echo "/docs/errors/$slug answered '$answer'" >&2; exit 1; }
done
echo "/docs: $script_path ($(wc -c < scalar.js) bytes), $document_path, every /docs/errors page"

step "the packed client against the packed server, from ESM and from CommonJS"
node client.mjs "$base" "$key"
node client.cjs "$base/v1" "$key"

kill "$server_pid"
wait "$server_pid" || { cat serve.log serve.err >&2; echo "quietzone serve did not stop cleanly on SIGTERM" >&2; exit 1; }
server_pid=

step "installed packages work outside the workspace"
