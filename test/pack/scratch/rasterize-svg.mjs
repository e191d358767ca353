// The SVG as pixels for zbarimg, through resvg. resvg is no longer installed with
// @quietzone/render (its main entry is pure), so it is taken from the workspace that packed
// it, as a test oracle: QUIETZONE_ROOT names that workspace.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { Resvg } = createRequire(join(process.env.QUIETZONE_ROOT, 'packages/render/package.json'))('@resvg/resvg-js');
const [svgPath, pngPath] = process.argv.slice(2);
writeFileSync(pngPath, new Resvg(readFileSync(svgPath), { background: 'white' }).render().asPng());
