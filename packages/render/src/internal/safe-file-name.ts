/** Longest file name stem we write; leaves room for `-NNNN` and the extension under 255 bytes. */
const MAX_STEM_LENGTH = 100;

// Device names Windows refuses as file names, with any extension (e.g. `con.svg`).
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * A file name stem that cannot leave the output directory or surprise a file system: only
 * ASCII letters, digits, `_`, `-` and single inner dots survive (so no `/`, `\`, `..`, drive
 * letters or control characters); other runs become one `-`. Empty results are `undefined`.
 */
export function safeFileName(name: string): string | undefined {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // é → e after decomposition
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/[.-]+$/, '');
  if (stem === '') return undefined;
  return WINDOWS_DEVICE.test(stem) ? `${stem}_` : stem;
}
