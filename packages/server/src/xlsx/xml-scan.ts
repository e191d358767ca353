import { decodeOoxmlEscapes, decodeXmlEntities } from './xml-text';

/**
 * Just enough XML reading for SpreadsheetML parts, which are machine-written, flat and
 * predictable: elements by local name (any namespace prefix), their attributes, their text.
 */
export interface XmlElement {
  readonly attributes: Readonly<Record<string, string>>;
  /** The raw content between the tags ('' for a self-closing element). */
  readonly inner: string;
}

/** Where an element lies in its part: `start`–`end` the whole element, its attribute text and inner text. */
interface ElementSpan {
  readonly start: number;
  readonly end: number;
  readonly attributeText: string;
  readonly inner: string;
}

/** The index of the `>` that ends the tag whose attributes start at `from` (quoted `>` skipped), or -1. */
function tagEnd(xml: string, from: number): number {
  for (let at = from; at < xml.length; at++) {
    const char = xml[at];
    if (char === '>') return at;
    if (char === '"' || char === "'") {
      at = xml.indexOf(char, at + 1);
      if (at < 0) return -1;
    }
  }
  return -1;
}

/**
 * The `name` elements of `xml` in one pass from left to right: each search starts where the last
 * element ended, and the scan stops at the first element that is never closed (nothing after it
 * can be read reliably). So a part of n unclosed tags costs O(n), not a search to the end of the
 * part per tag (which a lazy regex up to the closing tag does: O(n²)).
 */
function* elementSpans(xml: string, name: string): Generator<ElementSpan> {
  const startTag = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?=[\\s/>])`, 'y');
  const endTag = new RegExp(`</(?:[A-Za-z_][\\w.-]*:)?${name}\\s*>`, 'y');
  for (let from = 0; ; ) {
    const open = findTag(xml, startTag, '<', from);
    if (open === undefined) return;
    const close = tagEnd(xml, open.end);
    if (close < 0) return;
    if (xml[close - 1] === '/') {
      yield { start: open.start, end: close + 1, attributeText: xml.slice(open.end, close - 1), inner: '' };
      from = close + 1;
      continue;
    }
    const closing = findTag(xml, endTag, '</', close + 1);
    if (closing === undefined) return;
    yield { start: open.start, end: closing.end, attributeText: xml.slice(open.end, close), inner: xml.slice(close + 1, closing.start) };
    from = closing.end;
  }
}

/** The first match of the sticky `tag` at an `opener` (`<`, `</`) from `from` on: each opener is tried once. */
function findTag(xml: string, tag: RegExp, opener: string, from: number): { start: number; end: number } | undefined {
  for (let at = xml.indexOf(opener, from); at >= 0; at = xml.indexOf(opener, at + 1)) {
    tag.lastIndex = at;
    if (tag.test(xml)) return { start: at, end: tag.lastIndex };
  }
  return undefined;
}

/** Every `<name …/>` or `<name …>…</name>` in `xml`, in order, up to the first one never closed; `name` must not nest inside itself. */
export function* elements(xml: string, name: string): Generator<XmlElement> {
  for (const span of elementSpans(xml, name)) yield { attributes: attributesOf(span.attributeText), inner: span.inner };
}

/** The first element called `name`, if any. */
export function firstElement(xml: string, name: string): XmlElement | undefined {
  for (const element of elements(xml, name)) return element;
  return undefined;
}

const ATTRIBUTE_NAME = /[A-Za-z_][\w.:-]*/y;

/** Attributes by local name (`r:id` → `id`), values decoded; one pass over the text (no regex retried at every position). */
function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  while (at < text.length) {
    ATTRIBUTE_NAME.lastIndex = at;
    const name = text.match(ATTRIBUTE_NAME);
    if (name === null) {
      at++;
      continue;
    }
    at = ATTRIBUTE_NAME.lastIndex;
    skipSpace();
    if (text[at] !== '=') continue;
    at++;
    skipSpace();
    const quote = text[at];
    if (quote !== '"' && quote !== "'") continue;
    const valueEnd = text.indexOf(quote, at + 1);
    if (valueEnd < 0) break;
    attributes[name[0].slice(name[0].lastIndexOf(':') + 1)] = decodeXmlEntities(text.slice(at + 1, valueEnd));
    at = valueEnd + 1;
  }
  return attributes;
}

/**
 * The text of a string item (`<si>` or `<is>`): its `<t>` runs joined, phonetic guides (`<rPh>`)
 * left out, entities and OOXML `_xHHHH_` escapes decoded.
 */
export function stringItemText(inner: string): string {
  let text = '';
  for (const run of elements(withoutElements(inner, 'rPh'), 't')) text += decodeOoxmlEscapes(decodeXmlEntities(run.inner));
  return text;
}

/** `xml` without its `name` elements (from an unclosed one on, the text is kept as it is: {@link elements} stops there too). */
function withoutElements(xml: string, name: string): string {
  let kept = '';
  let from = 0;
  for (const span of elementSpans(xml, name)) {
    kept += xml.slice(from, span.start);
    from = span.end;
  }
  return kept + xml.slice(from);
}

/** An element's text content with entities decoded (e.g. a cell's `<v>`). */
export function elementText(xml: string, name: string): string | undefined {
  const element = firstElement(xml, name);
  return element === undefined ? undefined : decodeXmlEntities(element.inner);
}
