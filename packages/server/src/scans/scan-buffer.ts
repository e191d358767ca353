import type { ScanInput } from './scan-input';

/**
 * Scans taken from the buffer to be written together. A scan is its time and its kind: the
 * index of the first scan in `kinds` that it equals in everything but its time (same code,
 * destination, variant, address, user agent, language and country header).
 */
export interface ScanBatch {
  readonly kinds: readonly ScanInput[];
  readonly at: readonly number[];
  readonly kind: readonly number[];
  /** What the batch keeps in memory until it is written, as {@link scanBytes} counts it. */
  readonly bytes: number;
}

/**
 * Bytes a scan of a known kind retains: its time (a double) and its kind index in two arrays.
 */
const REPEAT_BYTES = 16;
/** A kind's ScanInput object, its Map entry and array slot, before its strings. */
const KIND_OVERHEAD_BYTES = 200;

/**
 * What a scan adds to the buffer, an upper estimate: a new kind keeps its strings twice (in the
 * ScanInput and in the key), at two bytes per UTF-16 unit, V8's two-byte string form; a scan
 * of a kind already held keeps only two numbers.
 */
export function scanBytes(scan: ScanInput, newKind: boolean): number {
  if (!newKind) return REPEAT_BYTES;
  const units =
    scan.codeId.length +
    scan.shortCode.length +
    (scan.destination?.length ?? 0) +
    (scan.ip?.length ?? 0) +
    (scan.userAgent?.length ?? 0) +
    (scan.acceptLanguage?.length ?? 0) +
    (scan.countryHeader?.length ?? 0);
  return REPEAT_BYTES + KIND_OVERHEAD_BYTES + 2 * 2 * units;
}

function sameKind(a: ScanInput, b: ScanInput): boolean {
  return (
    a.userAgent === b.userAgent &&
    a.ip === b.ip &&
    a.codeId === b.codeId &&
    a.destination === b.destination &&
    a.variant === b.variant &&
    a.acceptLanguage === b.acceptLanguage &&
    a.countryHeader === b.countryHeader &&
    a.shortCode === b.shortCode
  );
}

/** A value of the kind key: absent (null or undefined, never both for one field) as NUL. */
function text(value: string | null | undefined): string {
  return value ?? '\u0000';
}

/**
 * The scans waiting in memory between flushes, held as two arrays of numbers plus one
 * ScanInput per kind. Keeping a ScanInput (and its header strings) per scan for up to a second
 * kept thousands of objects alive through young-generation collections under a burst: ~14 µs of
 * CPU per recorded redirect, measured (bench/README.md). A scan of a known kind now retains
 * two numbers.
 */
export class ScanBuffer {
  #bytes = 0;
  #indexes = new Map<string, number>();
  #kinds: ScanInput[] = [];
  #at: number[] = [];
  #kind: number[] = [];
  /** A visitor scanning again (or a burst from one client) repeats the previous kind: no key to build. */
  #lastKind = -1;

  get size(): number {
    return this.#at.length;
  }

  /** Estimated bytes held ({@link scanBytes}). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Adds the scan, or answers false and keeps nothing when the buffer would then hold more
   * than `maxBytes` ({@link scanBytes}): the caller's budget, which may shrink between calls.
   */
  push(scan: ScanInput, maxBytes = Number.POSITIVE_INFINITY): boolean {
    const last = this.#kinds[this.#lastKind];
    if (last !== undefined && sameKind(last, scan)) {
      if (this.#bytes + REPEAT_BYTES > maxBytes) return false;
      this.#bytes += REPEAT_BYTES;
      this.#at.push(scan.at);
      this.#kind.push(this.#lastKind);
      return true;
    }
    // Header values and our own ids and URLs hold no NUL or newline, so this key is one-to-one.
    const key = `${scan.codeId}\n${scan.shortCode}\n${text(scan.destination)}\n${text(scan.variant)}\n${text(scan.ip)}\n${text(scan.userAgent)}\n${text(scan.acceptLanguage)}\n${text(scan.countryHeader)}`;
    let index = this.#indexes.get(key);
    const bytes = scanBytes(scan, index === undefined);
    if (this.#bytes + bytes > maxBytes) return false;
    if (index === undefined) {
      index = this.#kinds.length;
      this.#kinds.push(scan);
      this.#indexes.set(key, index);
    }
    this.#bytes += bytes;
    this.#lastKind = index;
    this.#at.push(scan.at);
    this.#kind.push(index);
    return true;
  }

  /** Everything buffered, in batches of at most `maxBatch` scans in arrival order; the buffer is left empty. */
  takeAll(maxBatch: number): ScanBatch[] {
    const kinds = this.#kinds;
    const at = this.#at;
    const kind = this.#kind;
    const kindBytes = this.#bytes - at.length * REPEAT_BYTES;
    this.#bytes = 0;
    this.#indexes = new Map();
    this.#kinds = [];
    this.#at = [];
    this.#kind = [];
    this.#lastKind = -1;
    const batches: ScanBatch[] = [];
    // The batches share `kinds`: the first carries its bytes, so the sum over batches is right.
    for (let start = 0; start < at.length; start += maxBatch) {
      const slice = at.length <= maxBatch ? { kinds, at, kind } : { kinds, at: at.slice(start, start + maxBatch), kind: kind.slice(start, start + maxBatch) };
      batches.push({ ...slice, bytes: slice.at.length * REPEAT_BYTES + (start === 0 ? kindBytes : 0) });
    }
    return batches;
  }
}
