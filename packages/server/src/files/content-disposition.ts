/**
 * `Content-Disposition` with the file's name (RFC 6266 §4): an ASCII `filename` fallback plus
 * the UTF-8 `filename*` (RFC 8187), so every browser shows the real name and none can be
 * tricked by quotes or line breaks in it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
