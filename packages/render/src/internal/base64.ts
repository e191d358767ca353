const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** RFC 4648 §4 base64 with padding; pure, where `Buffer` and `btoa` are not everywhere alike. */
export function base64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const triple = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk += ALPHABET[triple >> 18]! + ALPHABET[(triple >> 12) & 63]! + ALPHABET[(triple >> 6) & 63]! + ALPHABET[triple & 63]!;
    // Short strings joined once: a single growing string is quadratic in some engines.
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const value = bytes[i]! << 16;
    chunk += ALPHABET[value >> 18]! + ALPHABET[(value >> 12) & 63]! + '==';
  } else if (rest === 2) {
    const value = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    chunk += ALPHABET[value >> 18]! + ALPHABET[(value >> 12) & 63]! + ALPHABET[(value >> 6) & 63]! + '=';
  }
  parts.push(chunk);
  return parts.join('');
}

/**
 * Standard base64 (RFC 4648 §4) to bytes, written out rather than `atob`: the main entry runs
 * in JavaScript contexts that have no web or Node globals (QuickJS, a bare V8 isolate).
 */
export function base64Bytes(text: string): Uint8Array {
  const values = new Uint8Array(128).fill(255);
  for (let index = 0; index < ALPHABET.length; index += 1) values[ALPHABET.charCodeAt(index)] = index;
  const clean = text.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (let index = 0; index < clean.length; index += 1) {
    const value = values[clean.charCodeAt(index)] ?? 255;
    if (value === 255) throw new Error(`invalid base64 character at ${index}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
