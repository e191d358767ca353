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

/** Every `<name …/>` or `<name …>…</name>` in `xml`, in order; `name` must not nest inside itself. */
export function* elements(xml: string, name: string): Generator<XmlElement> {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*?)(?:/>|>([\\s\\S]*?)</(?:[A-Za-z_][\\w.-]*:)?${name}\\s*>)`, 'g');
  for (const match of xml.matchAll(pattern)) yield { attributes: attributesOf(match[1] ?? ''), inner: match[2] ?? '' };
}

/** The first element called `name`, if any. */
export function firstElement(xml: string, name: string): XmlElement | undefined {
  for (const element of elements(xml, name)) return element;
  return undefined;
}

/** Attributes by local name (`r:id` → `id`), values decoded. */
function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!] = decodeXmlEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/**
 * The text of a string item (`<si>` or `<is>`): its `<t>` runs joined, phonetic guides (`<rPh>`)
 * left out, entities and OOXML `_xHHHH_` escapes decoded.
 */
export function stringItemText(inner: string): string {
  const withoutPhonetics = inner.replace(/<(?:[A-Za-z_][\w.-]*:)?rPh\b[\s\S]*?<\/(?:[A-Za-z_][\w.-]*:)?rPh\s*>/g, '');
  let text = '';
  for (const run of elements(withoutPhonetics, 't')) text += decodeOoxmlEscapes(decodeXmlEntities(run.inner));
  return text;
}

/** An element's text content with entities decoded (e.g. a cell's `<v>`). */
export function elementText(xml: string, name: string): string | undefined {
  const element = firstElement(xml, name);
  return element === undefined ? undefined : decodeXmlEntities(element.inner);
}
