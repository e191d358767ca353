import type { ScanInput } from './scan-input';

/**
 * Scans taken from the buffer to be written together. A scan is its time and its kind: the
 * index of the kind in `kinds` that it equals in everything but its time (same code,
 * destination, variant, rule, address, user agent, language and country header). A kind's own
 * `at` is that of some scan of the batch, not necessarily of this one.
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
/** A new address among scans otherwise alike: its Map entry and two array slots, before the address. */
const ADDRESS_OVERHEAD_BYTES = 64;

/**
 * What a scan adds to the buffer, an upper estimate: a new kind keeps its strings twice (in the
 * ScanInput and in the key), at two bytes per UTF-16 unit, V8's two-byte string form; a new
 * address among scans otherwise alike (`newAddress`: a campaign's next new visitor) keeps only
 * the address; a scan of a kind already held keeps only two numbers.
 */
export function scanBytes(scan: ScanInput, newKind: boolean, newAddress = false): number {
  if (newAddress) return REPEAT_BYTES + ADDRESS_OVERHEAD_BYTES + 2 * 2 * (scan.ip?.length ?? 0);
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

/** Equal in everything that makes a kind but the address: the same template. */
function sameTemplate(a: ScanInput, b: ScanInput): boolean {
  return (
    a.userAgent === b.userAgent &&
    a.codeId === b.codeId &&
    a.destination === b.destination &&
    a.variant === b.variant &&
    (a.rule ?? null) === (b.rule ?? null) &&
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
 * The scans waiting in memory between flushes, held as two arrays of numbers plus, per kind,
 * its template (the first scan of its kind but for the address) and its address. Keeping a
 * ScanInput (and its header strings) per scan for up to a second kept thousands of objects
 * alive through young-generation collections under a burst: ~14 µs of CPU per recorded
 * redirect, measured (bench/README.md). A scan of a known kind retains two numbers; a new
 * visitor of a campaign (a new address, everything else as the scan before) retains its
 * address, found among its template's kinds by the address alone, with no key of every field
 * built and no ScanInput kept (the batch's kinds are made when it is taken).
 */
export class ScanBuffer {
  #bytes = 0;
  /** Template index by a key of every field of a kind but the address. */
  #templateIndexes = new Map<string, number>();
  /** The first scan of each template, and the template's kinds by address (NUL for none). */
  #templates: ScanInput[] = [];
  #kindsByAddress: Map<string, number>[] = [];
  /** Each kind's template and address. */
  #kindTemplate: number[] = [];
  #kindIp: (string | undefined)[] = [];
  #at: number[] = [];
  #kind: number[] = [];
  /** A visitor scanning again (or a burst from one client) repeats the previous kind; a campaign's next visitor its template. */
  #lastKind = -1;
  #lastTemplate = -1;

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
    let template = this.#lastTemplate;
    if (template < 0 || !sameTemplate(this.#templates[template]!, scan)) {
      // Header values and our own ids and URLs hold no NUL or newline, so this key is one-to-one.
      const key = `${scan.codeId}\n${scan.shortCode}\n${text(scan.destination)}\n${text(scan.variant)}\n${scan.rule ?? ''}\n${text(scan.userAgent)}\n${text(scan.acceptLanguage)}\n${text(scan.countryHeader)}`;
      const known = this.#templateIndexes.get(key);
      if (known === undefined) {
        const bytes = scanBytes(scan, true);
        if (this.#bytes + bytes > maxBytes) return false;
        template = this.#templates.length;
        this.#templates.push(scan);
        this.#kindsByAddress.push(new Map());
        this.#templateIndexes.set(key, template);
        return this.#add(template, this.#newKind(template, scan.ip), bytes, scan.at);
      }
      template = known;
    }
    const last = this.#lastKind;
    let kind = last >= 0 && this.#kindTemplate[last] === template && this.#kindIp[last] === scan.ip ? last : this.#kindsByAddress[template]!.get(text(scan.ip));
    let bytes = REPEAT_BYTES;
    if (kind === undefined) {
      bytes = scanBytes(scan, true, true);
      if (this.#bytes + bytes > maxBytes) return false;
      kind = this.#newKind(template, scan.ip);
    } else if (this.#bytes + bytes > maxBytes) {
      return false;
    }
    return this.#add(template, kind, bytes, scan.at);
  }

  #newKind(template: number, ip: string | undefined): number {
    const kind = this.#kindTemplate.length;
    this.#kindTemplate.push(template);
    this.#kindIp.push(ip);
    this.#kindsByAddress[template]!.set(text(ip), kind);
    return kind;
  }

  #add(template: number, kind: number, bytes: number, at: number): true {
    this.#bytes += bytes;
    this.#lastTemplate = template;
    this.#lastKind = kind;
    this.#at.push(at);
    this.#kind.push(kind);
    return true;
  }

  /** Everything buffered, in batches of at most `maxBatch` scans in arrival order; the buffer is left empty. */
  takeAll(maxBatch: number): ScanBatch[] {
    const templates = this.#templates;
    const kindIp = this.#kindIp;
    const kinds = this.#kindTemplate.map((index, kind) => {
      const template = templates[index]!;
      return template.ip === kindIp[kind] ? template : { ...template, ip: kindIp[kind] };
    });
    const at = this.#at;
    const kind = this.#kind;
    const kindBytes = this.#bytes - at.length * REPEAT_BYTES;
    this.#bytes = 0;
    this.#templateIndexes = new Map();
    this.#templates = [];
    this.#kindsByAddress = [];
    this.#kindTemplate = [];
    this.#kindIp = [];
    this.#at = [];
    this.#kind = [];
    this.#lastKind = -1;
    this.#lastTemplate = -1;
    const batches: ScanBatch[] = [];
    // The batches share `kinds`: the first carries its bytes, so the sum over batches is right.
    for (let start = 0; start < at.length; start += maxBatch) {
      const slice = at.length <= maxBatch ? { kinds, at, kind } : { kinds, at: at.slice(start, start + maxBatch), kind: kind.slice(start, start + maxBatch) };
      batches.push({ ...slice, bytes: slice.at.length * REPEAT_BYTES + (start === 0 ? kindBytes : 0) });
    }
    return batches;
  }
}
