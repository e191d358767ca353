/**
 * GS1 Digital Link compression (GS1 Digital Link: Compression): a list of AIs and their values
 * packed into bits and written in the URL-safe base64 alphabet (RFC 4648 §5, no padding), so
 * that `/01/04006381333931` becomes `/AQdJnd9bVg` and a QR code of a serialised item shrinks
 * by a version or two. Bit for bit what GS1's reference toolkit writes, so a link compressed by
 * either reads back in the other.
 *
 * Layout, element after element: either the AI's digits at 4 bits each, then its value; or the
 * two hex digits of a code that stands for a sequence of AIs (compression-tables.ts), then the
 * value of each. A value part is numeric — its length first when variable (as many bits as the
 * maximum length needs), then the number in binary, ⌈n·log₂10⌉ bits for n digits — or
 * alphanumeric: 3 bits naming its alphabet (0 digits, 1 and 2 lower and upper hex, 3 URL-safe
 * base64, 4 seven-bit ASCII), the length when variable, then the characters. The bits are
 * right-padded with zeros to whole base64 characters.
 *
 * Our decisions where the toolkit is loose: digits read back keep their leading zeros (the
 * length is in the bits; the toolkit drops them), and decompression is strict — an unknown AI
 * or code, an AI given twice, a value that breaks its format, bits running out mid-value, or
 * more than the padding left over is a failure, never a guess.
 */
import { AI_LENGTH_BY_PREFIX, AI_SEQUENCE_CODES, aiValueFormat, type ValuePart } from './compression-tables';
import { isCharacterSet82 } from './character-set-82';
import { gs1Failure, gs1Ok, type Gs1Result } from './gs1-result';

export interface AiElement {
  readonly ai: string;
  readonly value: string;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789ABCDEF';

/** The alphabets a value may be written in, by their 3-bit number, with the bits per character. */
const ALPHABETS = [
  { test: /^[0-9]+$/, bits: 0, characters: '' },
  { test: /^[0-9a-f]+$/, bits: 4, characters: HEX.toLowerCase() },
  { test: /^[0-9A-F]+$/, bits: 4, characters: HEX },
  { test: /^[A-Za-z0-9_-]+$/, bits: 6, characters: BASE64URL },
  { test: /^[\x00-\x7f]+$/, bits: 7, characters: '' },
] as const;

/** Bits of an n-digit number. The toolkit's formula, 0.01 included: for 59 digits it gives one bit more than log₂ alone. */
function numberBits(digits: number): number {
  return Math.ceil((digits * Math.log(10)) / Math.log(2) + 0.01);
}

/** Bits of a length field that holds lengths up to `max`. */
function lengthBits(max: number): number {
  return Math.ceil(Math.log(max) / Math.log(2) + 0.01);
}

function binary(value: bigint | number, width: number): string {
  return value.toString(2).padStart(width, '0');
}

/** The sequence code that saves most AI digits among those whose AIs are all in `ais` (the first listed on a tie), or undefined. */
function bestSequenceCode(ais: readonly string[]): (typeof AI_SEQUENCE_CODES)[number] | undefined {
  let best: (typeof AI_SEQUENCE_CODES)[number] | undefined;
  for (const entry of AI_SEQUENCE_CODES) {
    if (!entry[1].every((ai) => ais.includes(ai))) continue;
    if (best === undefined || entry[1].join('').length > best[1].join('').length) best = entry;
  }
  return best;
}

/**
 * The compressed form (base64url characters, no `/`) of `elements`, in any order. Throws a
 * RangeError for an AI outside the tables, an AI given twice or a value that breaks its
 * format: callers pass validated identifiers.
 */
export function compressAiElements(elements: readonly AiElement[]): string {
  const values = new Map<string, string>();
  for (const { ai, value } of elements) {
    const format = aiValueFormat(ai);
    if (format === undefined) throw new RangeError(`compressAiElements: AI ${ai} is not supported`);
    if (values.has(ai)) throw new RangeError(`compressAiElements: AI ${ai} is given twice`);
    values.set(ai, value);
  }
  let remaining = [...values.keys()].sort();
  let bits = '';
  // The toolkit's greedy choice: the longest sequence code first, until none fits.
  for (let entry = bestSequenceCode(remaining); entry !== undefined; entry = bestSequenceCode(remaining)) {
    const [code, ais] = entry;
    bits += [...code].map((hex) => binary(HEX.indexOf(hex), 4)).join('');
    for (const ai of ais) bits += valueBits(ai, values.get(ai)!);
    remaining = remaining.filter((ai) => !ais.includes(ai));
  }
  for (const ai of remaining) bits += [...ai].map((digit) => binary(Number(digit), 4)).join('') + valueBits(ai, values.get(ai)!);
  bits = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  let text = '';
  for (let index = 0; index < bits.length; index += 6) text += BASE64URL[Number.parseInt(bits.slice(index, index + 6), 2)];
  return text;
}

function valueBits(ai: string, value: string): string {
  const parts = aiValueFormat(ai)!;
  let rest = value;
  let bits = '';
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const piece = 'fixed' in part ? rest.slice(0, part.fixed) : rest;
    rest = rest.slice(piece.length);
    const fits = 'fixed' in part ? piece.length === part.fixed : piece.length >= 1 && piece.length <= part.max;
    if (!fits || (last && rest !== '') || (part.kind === 'N' ? !/^[0-9]+$/.test(piece) : !isCharacterSet82(piece))) {
      throw new RangeError(`compressAiElements: "${value}" is not a value of AI ${ai}`);
    }
    const length = 'max' in part ? binary(piece.length, lengthBits(part.max)) : '';
    if (part.kind === 'N') {
      bits += length + binary(BigInt(piece), numberBits(piece.length));
      return;
    }
    const alphabet = ALPHABETS.findIndex((candidate) => candidate.test.test(piece));
    const { bits: perCharacter, characters } = ALPHABETS[alphabet]!;
    let encoded: string;
    if (alphabet === 0) encoded = binary(BigInt(piece), numberBits(piece.length));
    else encoded = [...piece].map((char) => binary(perCharacter === 7 ? char.charCodeAt(0) : characters.indexOf(char), perCharacter)).join('');
    bits += binary(alphabet, 3) + length + encoded;
  });
  return bits;
}

/** Reads bits left to right; `take` answers undefined once they run out. */
class BitReader {
  private cursor = 0;
  constructor(private readonly bits: string) {}

  get left(): number {
    return this.bits.length - this.cursor;
  }

  take(count: number): number | undefined {
    const text = this.takeText(count);
    return text === undefined ? undefined : Number.parseInt(text, 2);
  }

  takeBig(count: number): bigint | undefined {
    const text = this.takeText(count);
    return text === undefined ? undefined : BigInt(`0b${text}`);
  }

  rest(): string {
    return this.bits.slice(this.cursor);
  }

  private takeText(count: number): string | undefined {
    if (count > this.left) return undefined;
    const text = this.bits.slice(this.cursor, this.cursor + count);
    this.cursor += count;
    return text;
  }
}

const failed = (message: string) => gs1Failure<readonly AiElement[]>('uri', `not a compressed GS1 Digital Link: ${message}`);

/** The elements of a compressed form, in the order they were written; a failure names what is wrong. */
export function decompressAiElements(text: string): Gs1Result<readonly AiElement[]> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return failed('only A–Z a–z 0–9 - and _ may appear');
  const reader = new BitReader([...text].map((char) => binary(BASE64URL.indexOf(char), 6)).join(''));
  const elements: AiElement[] = [];
  // Fewer than 9 bits left cannot hold another element (an AI alone is 8 bits): padding.
  while (reader.left > 8) {
    const high = reader.take(4)!;
    const low = reader.take(4)!;
    let ais: readonly string[];
    if (high <= 9 && low <= 9) {
      const prefix = `${high}${low}`;
      const length = AI_LENGTH_BY_PREFIX[prefix];
      if (length === undefined) return failed(`no AI begins with ${prefix}`);
      let ai = prefix;
      for (let index = 2; index < length; index += 1) {
        const digit = reader.take(4);
        if (digit === undefined || digit > 9) return failed(`the AI after ${ai} is not all digits`);
        ai += String(digit);
      }
      ais = [ai];
    } else {
      const code = `${HEX[high]}${HEX[low]}`;
      const entry = AI_SEQUENCE_CODES.find(([candidate]) => candidate === code);
      if (entry === undefined) return failed(`${code} is no AI sequence code`);
      ais = entry[1];
    }
    for (const ai of ais) {
      if (elements.some((element) => element.ai === ai)) return failed(`AI ${ai} appears twice`);
      const value = readValue(reader, ai);
      if (!value.ok) return value;
      elements.push({ ai, value: value.value });
    }
  }
  // The toolkit pads to whole characters only: fewer than 6 bits, all zero.
  if (reader.left >= 6 || /1/.test(reader.rest())) return failed('bits are left over after the last value');
  if (elements.length === 0) return failed('it holds no AI');
  return gs1Ok(elements);
}

function readValue(reader: BitReader, ai: string): Gs1Result<string> {
  const parts = aiValueFormat(ai);
  if (parts === undefined) return gs1Failure('uri', `not a compressed GS1 Digital Link: AI ${ai} is not supported`);
  let value = '';
  for (const part of parts) {
    const piece = readPart(reader, part);
    if (piece === undefined) return gs1Failure('uri', `not a compressed GS1 Digital Link: the value of AI ${ai} is cut short or out of range`);
    value += piece;
  }
  return gs1Ok(value);
}

function readPart(reader: BitReader, part: ValuePart): string | undefined {
  const alphabet = part.kind === 'N' ? 0 : reader.take(3);
  const length = 'fixed' in part ? part.fixed : reader.take(lengthBits(part.max));
  if (alphabet === undefined || length === undefined || length < 1 || length > ('max' in part ? part.max : part.fixed)) return undefined;
  const encoding = ALPHABETS[alphabet];
  if (encoding === undefined) return undefined;
  if (alphabet === 0) {
    const number = reader.takeBig(numberBits(length));
    if (number === undefined) return undefined;
    const digits = number.toString().padStart(length, '0');
    return digits.length === length ? digits : undefined;
  }
  let piece = '';
  for (let index = 0; index < length; index += 1) {
    const code = reader.take(encoding.bits);
    if (code === undefined) return undefined;
    piece += encoding.bits === 7 ? String.fromCharCode(code) : encoding.characters[code];
  }
  return isCharacterSet82(piece) ? piece : undefined;
}
