import { createSocket } from 'node:dgram';

/** A DNS server on loopback that answers TXT questions from `records` (name → strings), for the domain checks. */
export interface TxtDnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS takes it. */
  readonly address: string;
  /** Lower-case name without the trailing dot → its TXT strings; change it at will. */
  readonly records: Map<string, string[]>;
  /** Questions received, as `name TYPE`. */
  readonly questions: string[];
  close(): Promise<void>;
}

const TYPE_TXT = 16;

/**
 * Just enough of RFC 1035 §4 for node's resolver: one question per query, answered with its
 * TXT records (each one string), NXDOMAIN for a name it does not know, and an empty answer for
 * any other type.
 */
export async function startTxtDnsServer(): Promise<TxtDnsServer> {
  const records = new Map<string, string[]>();
  const questions: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const parsed = parseQuestion(query);
    if (!parsed) return;
    questions.push(`${parsed.name} ${parsed.type === TYPE_TXT ? 'TXT' : parsed.type}`);
    const strings = records.get(parsed.name);
    const answers = parsed.type === TYPE_TXT && strings ? strings : [];
    socket.send(answer(query, parsed.end, strings === undefined ? 3 : 0, answers), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    records,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function parseQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  if (query.length < 17 || query.readUInt16BE(4) !== 1) return undefined;
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset]!;
    offset++;
    if (length === 0) break;
    labels.push(query.subarray(offset, offset + length).toString('latin1').toLowerCase());
    offset += length;
  }
  if (offset + 4 > query.length) return undefined;
  return { name: labels.join('.'), type: query.readUInt16BE(offset), end: offset + 4 };
}

function answer(query: Buffer, questionEnd: number, rcode: number, strings: readonly string[]): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, the query's RD, RA; the response code.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(strings.length, 6);
  const records = strings.map((text) => {
    const bytes = Buffer.from(text, 'utf8');
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_TXT, 2);
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(bytes.length + 1, 10);
    return Buffer.concat([record, Buffer.from([bytes.length]), bytes]);
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...records]);
}
