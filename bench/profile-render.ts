// A small driver for CPU profiles of one render task, run in a loop, alone in its process:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx profile-render.ts <matrix|svg|png|svgWriter|pngWriter> <link|vcard|v40> [contender] [seconds]
//   tsx summarize-cpu-profile.ts /tmp/prof/<file>.cpuprofile
// The contender is set up exactly as in render.bench.ts (render-contenders.ts).
import type { ErrorCorrection } from '@quietzone/core';
import { fastQr, PEERS, quietzone, type ContenderSetup } from './render-contenders';
import { LINK, VCARD, VERSION_40, type RenderContent } from './render-contents';

const CONTENTS: Record<string, RenderContent> = { link: LINK, vcard: VCARD, v40: VERSION_40 };
const KINDS = ['matrix', 'svg', 'png', 'svgWriter', 'pngWriter'] as const;
type Kind = (typeof KINDS)[number];

const [kindArg = 'matrix', contentArg = 'link', contenderArg = quietzone.name, secondsArg = '10'] = process.argv.slice(2);
const kind = kindArg as Kind;
const content = CONTENTS[contentArg];
const contender = [quietzone, ...PEERS].find((candidate) => candidate.name === contenderArg);
if (!KINDS.includes(kind) || !content || !contender) {
  throw new Error(`usage: profile-render.ts <${KINDS.join('|')}> <${Object.keys(CONTENTS).join('|')}> [${[quietzone, ...PEERS].map((c) => c.name).join('|')}] [seconds]`);
}
// fast_qr only encodes at Q (render-contenders.ts).
const ecc: ErrorCorrection = contender === fastQr ? 'Q' : content.ecc;
const setup: ContenderSetup | undefined = contender.setup(content.text, ecc);
const task = setup?.[kind];
if (!task) throw new Error(`${contender.name} has no ${kind} for ${contentArg} at ECC ${ecc}`);

const until = performance.now() + Number(secondsArg) * 1000;
let count = 0;
while (performance.now() < until) {
  const result = task();
  if (result instanceof Promise) await result;
  count++;
}
console.log(`${contender.name} ${kind} ${contentArg} at ECC ${ecc}: ${count} in ${secondsArg} s (${Math.round(count / Number(secondsArg))}/s)`);
