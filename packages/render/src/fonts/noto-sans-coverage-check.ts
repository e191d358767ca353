import { NOTO_SANS_COVERAGE } from './noto-sans-coverage';

/** Whether the bundled font draws `codePoint`, answered without unpacking the font. */
export function notoSansCovers(codePoint: number): boolean {
  let low = 0;
  let high = NOTO_SANS_COVERAGE.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = NOTO_SANS_COVERAGE[middle]!;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}
