// CommonJS: the package's `require` entry, no ESM anywhere in this file.
const { mkdirSync, writeFileSync } = require('node:fs');
const { buildWifiPayload } = require('@quietzone/core');
const { renderQr } = require('@quietzone/render');

async function main(outDir) {
  mkdirSync(outDir, { recursive: true });
  for (const format of ['svg', 'png', 'pdf', 'eps']) {
    const bytes = await renderQr('https://example.com/menu', { format, size: 8 });
    writeFileSync(`${outDir}/menu.${format}`, bytes);
    console.log(`cjs ${format}: ${bytes.length} bytes`);
  }
  const wifi = buildWifiPayload({ type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 's3cret' });
  if (!wifi.ok || wifi.payload !== 'WIFI:T:WPA;S:Cafe;P:s3cret;;') throw new Error(`core: ${JSON.stringify(wifi)}`);
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
