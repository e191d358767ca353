// The SVG as pixels for zbarimg, through resvg (installed with @quietzone/render).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { Resvg } = createRequire(import.meta.resolve('@quietzone/render'))('@resvg/resvg-js');
const [svgPath, pngPath] = process.argv.slice(2);
writeFileSync(pngPath, new Resvg(readFileSync(svgPath), { background: 'white' }).render().asPng());
