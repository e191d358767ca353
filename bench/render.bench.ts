// Render throughput and output size: quietzone side by side with node-qrcode, lean-qr,
// qrcode-generator and fast_qr, in one process, in alternating rounds (measure.ts).
import { fileURLToPath } from 'node:url';
import type { ErrorCorrection } from '@quietzone/core';
import type { Benchmark } from './benchmark';
import { DEFAULT_MEASURE, measureSideBySide } from './measure';
import { fastQr, leanQr, MODULE_PIXELS, nodeQrcode, PEERS, QUIET_ZONE, qrcodeGeneratorContender, quietzone, type ContenderSetup, type Output } from './render-contenders';
import { LINK, RENDER_CONTENTS, VCARD, type RenderContent } from './render-contents';
import { readFormatInfo, type SymbolInfo } from './read-format-info';

const MEASURE = {
  roundMs: Number(process.env.RENDER_BENCH_ROUND_MS ?? DEFAULT_MEASURE.roundMs),
  rounds: Number(process.env.RENDER_BENCH_ROUNDS ?? DEFAULT_MEASURE.rounds),
};

type Kind = 'matrix' | 'svg' | 'png' | 'svgWriter' | 'pngWriter';
const KIND_LABELS: Record<Kind, string> = { matrix: 'matrix', svg: 'SVG', png: 'PNG', svgWriter: 'SVG writer alone', pngWriter: 'PNG writer alone' };

/** Column keys: the four peers at the content's level, fast_qr at Q, and ours at Q beside it. */
const OURS = quietzone.name;
const OURS_AT_Q = 'quietzone at Q';
const PEER_NAMES = PEERS.map((peer) => peer.name);
const COLUMNS = [OURS, ...PEER_NAMES, OURS_AT_Q];
/** The peers held to the content's level; fast_qr is compared with ours at Q instead. */
const SAME_LEVEL_PEERS = [nodeQrcode, leanQr, qrcodeGeneratorContender];

/** One content set up for every contender that can make it, after the equivalence checks. */
interface PreparedCase {
  readonly content: RenderContent;
  readonly symbol: SymbolInfo;
  /** fast_qr's symbol at Q, when the content fits at Q. */
  readonly symbolAtQ?: SymbolInfo;
  readonly setups: ReadonlyMap<string, ContenderSetup>;
  /** Output bytes per kind and contender. */
  readonly bytes: ReadonlyMap<string, number>;
}

interface Row {
  readonly label: string;
  readonly rates: ReadonlyMap<string, number>;
}

const describeSymbol = (symbol: SymbolInfo) => `v${symbol.version}-${symbol.ecc}`;

/**
 * Sets every contender up for `content` and checks that they are comparable: every peer held
 * to the content's level made the same version at that level (no boost, no other version),
 * fast_qr and ours at Q made the same version at Q, and every SVG and PNG declares the same
 * pixel size. Throws otherwise: a ratio between different symbols would mean nothing.
 */
async function prepare(content: RenderContent): Promise<PreparedCase> {
  const { text, ecc } = content;
  const setups = new Map<string, ContenderSetup>();
  const ours = quietzone.setup(text, ecc);
  if (!ours) throw new Error(`${content.label} does not fit at ECC ${ecc} for quietzone`);
  setups.set(OURS, ours);
  const symbol = expectSymbol(OURS, ours, ecc);
  for (const peer of SAME_LEVEL_PEERS) {
    const setup = peer.setup(text, ecc);
    if (!setup) throw new Error(`${content.label} does not fit at ECC ${ecc} for ${peer.name}`);
    const made = expectSymbol(peer.name, setup, ecc);
    if (made.version !== symbol.version) throw new Error(`${peer.name} made ${describeSymbol(made)} for ${content.label}, quietzone ${describeSymbol(symbol)}`);
    setups.set(peer.name, setup);
  }
  let symbolAtQ: SymbolInfo | undefined;
  const fast = fastQr.setup(text, 'Q');
  if (fast) {
    const oursAtQ = ecc === 'Q' ? ours : quietzone.setup(text, 'Q');
    if (!oursAtQ) throw new Error(`${content.label} fits at Q for fast_qr but not for quietzone`);
    symbolAtQ = expectSymbol(fastQr.name, fast, 'Q');
    const ourQ = expectSymbol(OURS_AT_Q, oursAtQ, 'Q');
    if (ourQ.version !== symbolAtQ.version) throw new Error(`fast_qr made ${describeSymbol(symbolAtQ)} for ${content.label}, quietzone ${describeSymbol(ourQ)}`);
    setups.set(fastQr.name, fast);
    setups.set(OURS_AT_Q, oursAtQ);
  }
  const pixels = (symbol.version * 4 + 17 + 2 * QUIET_ZONE) * MODULE_PIXELS;
  const bytes = new Map<string, number>();
  for (const [name, setup] of setups) {
    if (name === OURS_AT_Q) continue;
    for (const kind of ['svg', 'png'] as const) {
      const produce = setup[kind];
      if (!produce) continue;
      const output = await produce();
      bytes.set(`${kind} ${name}`, byteLength(output));
      // fast_qr's symbol may be another version (it is at Q) and its SVG has no pixel size.
      if (name === fastQr.name) continue;
      const size = kind === 'png' ? pngWidth(output) : svgWidth(output);
      if (size !== pixels) throw new Error(`${name}'s ${kind} for ${content.label} is ${size} px wide, expected ${pixels}`);
    }
  }
  return { content, symbol, ...(symbolAtQ ? { symbolAtQ } : {}), setups, bytes };
}

function expectSymbol(name: string, setup: ContenderSetup, ecc: ErrorCorrection): SymbolInfo {
  const made = readFormatInfo(setup.grid);
  if (made.ecc !== ecc) throw new Error(`${name} encoded at ECC ${made.ecc} when held to ${ecc}`);
  return made;
}

async function measureRow(prepared: PreparedCase, kind: Kind): Promise<Row | undefined> {
  const fastHasKind = prepared.setups.get(fastQr.name)?.[kind] !== undefined;
  // Ours at Q runs only as fast_qr's counterpart.
  const entries = [...prepared.setups].flatMap(([name, setup]) => (setup[kind] && (name !== OURS_AT_Q || fastHasKind) ? [{ name, task: setup[kind]! }] : []));
  if (!entries.some(({ name }) => name !== OURS && name !== OURS_AT_Q)) return undefined;
  const measured = await measureSideBySide(
    entries.map(({ task }) => task),
    MEASURE,
  );
  const { content, symbol } = prepared;
  return {
    label: `${KIND_LABELS[kind]}, ${content.label} (${describeSymbol(symbol)})`,
    rates: new Map(entries.map(({ name }, index) => [name, measured[index]!.opsPerSecond])),
  };
}

const byteLength = (output: Output) => (typeof output === 'string' ? Buffer.byteLength(output) : output.length);
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const times = (value: number) => `${value.toFixed(2)}×`;

/** The width in a PNG's IHDR chunk (PNG spec §11.2.2: right after the signature and chunk header). */
function pngWidth(output: Output): number {
  if (typeof output === 'string') return Number.NaN;
  return new DataView(output.buffer, output.byteOffset, output.byteLength).getUint32(16);
}

/** The root element's `width`, as every SVG contender but fast_qr writes it. */
function svgWidth(output: Output): number {
  const text = typeof output === 'string' ? output : new TextDecoder().decode(output);
  const match = /<svg[^>]*?\swidth="(\d+)(?:px)?"/.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

function ratioOf(row: Row, peer: string): number | undefined {
  const theirs = row.rates.get(peer);
  // fast_qr only encodes at Q: its ratio is ours at Q over it.
  const mine = peer === fastQr.name ? row.rates.get(OURS_AT_Q) ?? row.rates.get(OURS) : row.rates.get(OURS);
  return theirs === undefined || mine === undefined ? undefined : mine / theirs;
}

function rateTable(rows: readonly Row[]): string {
  const header = [
    `| case | ${COLUMNS.map((name) => (name === fastQr.name ? 'fast_qr (at Q)' : name)).join(' | ')} | ${PEER_NAMES.map((name) => `÷ ${name}`).join(' | ')} |`,
    `|---|${COLUMNS.map(() => '---:').join('|')}|${PEER_NAMES.map(() => '---:').join('|')}|`,
  ];
  return [
    ...header,
    ...rows.map((row) => {
      const rates = COLUMNS.map((name) => (row.rates.has(name) ? count(row.rates.get(name)!) : '–'));
      const ratios = PEER_NAMES.map((name) => {
        const ratio = ratioOf(row, name);
        return ratio === undefined ? '–' : times(ratio);
      });
      return `| ${row.label} | ${rates.join(' | ')} | ${ratios.join(' | ')} |`;
    }),
  ].join('\n');
}

function bytesTable(cases: readonly PreparedCase[]): string {
  const names = [OURS, ...PEER_NAMES];
  const rows = cases.flatMap(({ content, symbol, bytes }) =>
    (['svg', 'png'] as const).map((kind) => {
      const cells = names.map((name) => bytes.get(`${kind} ${name}`)?.toLocaleString('en-US') ?? '–');
      const ours = bytes.get(`${kind} ${OURS}`)!;
      const lean = bytes.get(`${kind} ${leanQr.name}`);
      return `| ${KIND_LABELS[kind]}, ${content.label} (${describeSymbol(symbol)}) | ${cells.join(' | ')} | ${lean ? times(ours / lean) : '–'} |`;
    }),
  );
  return [
    `| output bytes | ${names.map((name) => (name === fastQr.name ? 'fast_qr (at Q)' : name)).join(' | ')} | ours ÷ lean-qr |`,
    `|---|${names.map(() => '---:').join('|')}|---:|`,
    ...rows,
  ].join('\n');
}

interface Target {
  readonly text: string;
  /** Measured ratios, each labelled with where it was measured. */
  readonly ratios: readonly { readonly where: string; readonly value: number | undefined }[];
  readonly met: (value: number) => boolean;
}

function targetLine({ text, ratios, met }: Target): string {
  const measured = ratios.filter((ratio): ratio is { where: string; value: number } => ratio.value !== undefined);
  const allMet = measured.length === ratios.length && measured.every(({ value }) => met(value));
  const detail = ratios.map(({ where, value }) => `${where} ${value === undefined ? 'not measured' : times(value)}`).join(', ');
  return `- ${text}: **${allMet ? 'met' : 'not met'}** (${detail})`;
}

function targets(rows: readonly Row[], cases: readonly PreparedCase[]): string {
  const row = (kind: Kind, content: RenderContent) => rows.find((r) => r.label.startsWith(`${KIND_LABELS[kind]}, ${content.label} (`));
  const ratio = (kind: Kind, content: RenderContent, peer: string) => {
    const found = row(kind, content);
    return found ? ratioOf(found, peer) : undefined;
  };
  const everyContent = (kind: Kind, peer: string) => RENDER_CONTENTS.map((content) => ({ where: content.label, value: ratio(kind, content, peer) }));
  const list: Target[] = [
    { text: 'matrix ≥ 3× fast_qr on the link (both at Q, fast_qr’s only level)', ratios: [{ where: 'link', value: ratio('matrix', LINK, fastQr.name) }], met: (v) => v >= 3 },
    { text: 'matrix ≥ 6× node-qrcode on the link', ratios: [{ where: 'link', value: ratio('matrix', LINK, nodeQrcode.name) }], met: (v) => v >= 6 },
    { text: 'matrix ≥ 2× fast_qr on the vCard (both at Q)', ratios: [{ where: 'vCard', value: ratio('matrix', VCARD, fastQr.name) }], met: (v) => v >= 2 },
    { text: 'SVG ≥ 3× node-qrcode', ratios: everyContent('svg', nodeQrcode.name), met: (v) => v >= 3 },
    { text: 'PNG ≥ 3× lean-qr', ratios: everyContent('png', leanQr.name), met: (v) => v >= 3 },
    { text: 'PNG ≥ 10× node-qrcode', ratios: everyContent('png', nodeQrcode.name), met: (v) => v >= 10 },
    {
      text: 'our PNG bytes ≤ lean-qr’s in every case',
      ratios: cases.map(({ content, bytes }) => {
        const lean = bytes.get(`png ${leanQr.name}`);
        return { where: content.label, value: lean ? bytes.get(`png ${OURS}`)! / lean : undefined };
      }),
      met: (v) => v <= 1,
    },
  ];
  return list.map(targetLine).join('\n');
}

export const renderBenchmark: Benchmark = {
  name: 'Render throughput and size',
  description:
    `quietzone (\`encodeQr\` for the matrix, \`renderQr\` for SVG and PNG) against node-qrcode, lean-qr, qrcode-generator ` +
    `and fast_qr (WASM); ${MODULE_PIXELS} px modules, quiet zone ${QUIET_ZONE}, every contender held to the same level and ` +
    `checked to make the same version. Codes/s is the median of ${MEASURE.rounds} alternating ${MEASURE.roundMs} ms rounds. ` +
    `fast_qr encodes at Q only, so its ratio is ours at Q over it.`,
  async run() {
    const cases: PreparedCase[] = [];
    for (const content of RENDER_CONTENTS) cases.push(await prepare(content));
    const rows: Row[] = [];
    const writerRows: Row[] = [];
    for (const prepared of cases) {
      for (const kind of ['matrix', 'svg', 'png'] as const) {
        const row = await measureRow(prepared, kind);
        if (row) rows.push(row);
      }
      for (const kind of ['svgWriter', 'pngWriter'] as const) {
        const row = await measureRow(prepared, kind);
        if (row) writerRows.push(row);
      }
    }
    const levelsAtQ = cases
      .map(({ content, symbolAtQ }) => `${content.label} ${symbolAtQ ? describeSymbol(symbolAtQ) : 'does not fit at Q'}`)
      .join(', ');
    return [
      rateTable(rows),
      '',
      `fast_qr’s symbols (at Q): ${levelsAtQ}.`,
      '',
      'Writers alone, on a symbol prepared before timing (ours: `writeSvg`/`writePng`; lean-qr: `toSvgSource`/`toPngBuffer`; qrcode-generator: `createSvgTag`):',
      '',
      rateTable(writerRows),
      '',
      bytesTable(cases),
      '',
      'Targets (issue 10):',
      '',
      targets(rows, cases),
    ].join('\n');
  },
};

// `tsx render.bench.ts` runs this benchmark alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await renderBenchmark.run());
}
