import type { AiElement } from '@quietzone/core';
import { FNC1 } from './text-values';

/**
 * AIs whose element strings have a predefined length (GS1 General Specifications Figure
 * 7.8.5-1, by their first two digits, AI included): only these may be followed by the next AI
 * without an FNC1 separator. Every other AI ends with FNC1 unless it is last.
 */
const PREDEFINED_LENGTH: Readonly<Record<string, number>> = {
  '00': 20, '01': 16, '02': 16, '03': 16, '04': 18,
  '11': 8, '12': 8, '13': 8, '14': 8, '15': 8, '16': 8, '17': 8, '18': 8, '19': 8,
  '20': 4,
  '31': 10, '32': 10, '33': 10, '34': 10, '35': 10, '36': 10,
  '41': 16,
};

const ELEMENT = /\((\d{2,4})\)([^()]+)/y;

/**
 * The elements of a bracketed element string such as `(01)04006381333931(21)Y1`, or a
 * message saying where it stops making sense.
 */
export function parseBracketedElements(text: string): AiElement[] | string {
  const elements: AiElement[] = [];
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < text.length) {
    const at = ELEMENT.lastIndex;
    const match = ELEMENT.exec(text);
    if (match === null) return `expected (AI)value at position ${at + 1} of the element string`;
    elements.push({ ai: match[1]!, value: match[2]! });
  }
  if (elements.length === 0) return 'an element string needs at least one (AI)value';
  return elements;
}

/**
 * The units a GS1 symbol carries (GS1 General Specifications §5.6.3): FNC1 first (which makes
 * the symbology identifier `]d2`), then each AI and value, with FNC1 after every element of
 * variable length that is not the last.
 */
export function gs1Units(elements: readonly AiElement[]): number[] {
  const units: number[] = [FNC1];
  elements.forEach(({ ai, value }, index) => {
    if (!/^\d{2,4}$/.test(ai)) throw new RangeError(`a GS1 AI is 2 to 4 digits, got ${JSON.stringify(ai)}`);
    if (value.length === 0) throw new RangeError(`AI ${ai} has an empty value`);
    for (const char of ai + value) {
      const code = char.charCodeAt(0);
      // GS1 element values are in character set 82 (printable ASCII); FNC1 stands for GS.
      if (code < 32 || code > 126 || char.length !== 1) throw new RangeError(`AI ${ai}: ${JSON.stringify(char)} is not allowed in a GS1 element`);
      units.push(code);
    }
    const fixed = PREDEFINED_LENGTH[ai.slice(0, 2)];
    const last = index === elements.length - 1;
    if (!last && fixed !== ai.length + value.length) units.push(FNC1);
  });
  return units;
}
