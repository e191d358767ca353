// Plain ESM, as a user would write it: every format through the package's `import` entry.
import { mkdir, writeFile } from 'node:fs/promises';
import { checkContrast, parseHexColor } from '@quietzone/core';
import { renderQr } from '@quietzone/render';

const outDir = process.argv[2];
await mkdir(outDir, { recursive: true });
for (const format of ['svg', 'png', 'pdf', 'eps']) {
  const bytes = await renderQr('https://example.com/menu', { format, size: 8 });
  await writeFile(`${outDir}/menu.${format}`, bytes);
  console.log(`esm ${format}: ${bytes.length} bytes`);
}
const contrast = checkContrast({ foreground: parseHexColor('#1D4ED8'), background: parseHexColor('#FFFFFF'), hasLogo: false });
if (contrast.level !== 'ok') throw new Error(`core: #1D4ED8 on white is ${contrast.level}`);
