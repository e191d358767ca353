import { OUTPUT_CONDITIONS, type PdfxSettings } from '../pdf-x';
import { zlibDeflate } from './deflate';
import { assemblePdf, type PdfObject } from './pdf-file';
import { pdfNumber } from './pdf-syntax';
import { isoDate, pdfDate, pdfTextString } from './pdf-text';
import { sha256 } from './sha256';

const CATALOG = 1;
/**
 * ISO 15930-1 (PDF/X-1a:2001) builds on PDF 1.3, ISO 15930-7 (PDF/X-4) on PDF 1.6. Everything
 * a code needs (Separation, Type 2 functions and shadings, FlateDecode) is in 1.3.
 */
const PDF_VERSION = { 'x-1a': '1.3', 'x-4': '1.6' } as const;
const PDFX_VERSION = { 'x-1a': 'PDF/X-1:2001', 'x-4': 'PDF/X-4' } as const;
const encoder = new TextEncoder();

/**
 * A print PDF: the catalog (object 1, pointing at the page tree, object 2) and `body` (object 2
 * on). With `pdfx` it becomes a PDF/X file: an output intent naming the registered condition
 * (and its profile when given), an Info dictionary with the PDF/X version, title, dates and
 * `/Trapped /False`, XMP metadata for X-4, and a trailer `/ID` hashed from the body and the
 * settings, so the same arguments still give the same bytes. Pages carry their own TrimBox and
 * BleedBox ({@link pageBoxes}).
 */
export function assemblePrintPdf(body: readonly PdfObject[], pdfx: PdfxSettings | undefined): Uint8Array {
  if (!pdfx) return assemblePdf([{ value: '<< /Type /Catalog /Pages 2 0 R >>' }, ...body], CATALOG);
  const digest = hex(contentDigest(body, pdfx));
  const extra: PdfObject[] = [];
  const next = () => `${CATALOG + body.length + extra.length + 1} 0 R`;
  const catalog = ['/Type /Catalog /Pages 2 0 R'];
  const condition = OUTPUT_CONDITIONS[pdfx.condition];
  const intent = [
    '/Type /OutputIntent /S /GTS_PDFX',
    `/OutputConditionIdentifier ${pdfTextString(condition.identifier)}`,
    `/OutputCondition ${pdfTextString(condition.info)}`,
    `/Info ${pdfTextString(condition.info)}`,
    '/RegistryName (http://www.color.org)',
  ];
  if (pdfx.icc) {
    intent.push(`/DestOutputProfile ${next()}`);
    extra.push({ dict: '/N 4 /Filter /FlateDecode', stream: zlibDeflate(pdfx.icc) });
  }
  catalog.push(`/OutputIntents [${next()}]`);
  extra.push({ value: `<< ${intent.join(' ')} >>` });
  if (pdfx.level === 'x-4') {
    catalog.push(`/Metadata ${next()}`);
    // Uncompressed, as XMP readers that scan files for packets expect.
    extra.push({ dict: '/Type /Metadata /Subtype /XML', stream: encoder.encode(xmpPacket(pdfx, digest)) });
  }
  const info = next();
  extra.push({ value: infoDictionary(pdfx) });
  const id = `<${digest.slice(0, 32)}>`;
  return assemblePdf([{ value: `<< ${catalog.join(' ')} >>` }, ...body, ...extra], CATALOG, {
    version: PDF_VERSION[pdfx.level],
    trailer: [`/Info ${info}`, `/ID [${id} ${id}]`],
  });
}

/** `/MediaBox`, and for PDF/X the TrimBox and BleedBox: the page itself, which has no bleed. */
export function pageBoxes(width: number, height: number, pdfx: PdfxSettings | undefined): string {
  const box = `[0 0 ${pdfNumber(width, 4)} ${pdfNumber(height, 4)}]`;
  return pdfx ? `/MediaBox ${box} /TrimBox ${box} /BleedBox ${box}` : `/MediaBox ${box}`;
}

function infoDictionary(pdfx: PdfxSettings): string {
  const date = pdfTextString(pdfDate(pdfx.date));
  return [
    `<< /Title ${pdfTextString(pdfx.title)}`,
    `/CreationDate ${date} /ModDate ${date}`,
    '/Trapped /False',
    `/GTS_PDFXVersion ${pdfTextString(PDFX_VERSION[pdfx.level])}`,
    ...(pdfx.level === 'x-1a' ? ['/GTS_PDFXConformance (PDF/X-1a:2001)'] : []),
    '>>',
  ].join(' ');
}

/** The body's bytes and the settings (not the profile's bytes alone: its hash stands in). */
function contentDigest(body: readonly PdfObject[], pdfx: PdfxSettings): Uint8Array {
  const parts = body.flatMap((object) => ('value' in object ? [encoder.encode(object.value)] : [encoder.encode(object.dict), object.stream]));
  parts.push(encoder.encode(JSON.stringify([pdfx.level, pdfx.condition, pdfx.title, pdfx.date.getTime()])));
  if (pdfx.icc) parts.push(sha256(pdfx.icc));
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return sha256(all);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The XMP packet PDF/X-4 requires (ISO 15930-7 §6.7.2): version, title, dates and the document's IDs. */
function xmpPacket(pdfx: PdfxSettings, digest: string): string {
  const date = isoDate(pdfx.date);
  const uuid = `uuid:${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(pdfx.title)}</rdf:li></rdf:Alt></dc:title>`,
    '<dc:format>application/pdf</dc:format>',
    `<xmp:CreateDate>${date}</xmp:CreateDate>`,
    `<xmp:ModifyDate>${date}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${date}</xmp:MetadataDate>`,
    '<pdf:Trapped>False</pdf:Trapped>',
    `<pdfxid:GTS_PDFXVersion>${PDFX_VERSION[pdfx.level]}</pdfxid:GTS_PDFXVersion>`,
    `<xmpMM:DocumentID>${uuid}</xmpMM:DocumentID>`,
    `<xmpMM:InstanceID>${uuid}</xmpMM:InstanceID>`,
    '<xmpMM:VersionID>1</xmpMM:VersionID>',
    '<xmpMM:RenditionClass>default</xmpMM:RenditionClass>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}
