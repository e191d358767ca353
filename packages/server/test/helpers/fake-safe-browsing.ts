import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedLookup {
  readonly method: string;
  /** Path and query string, e.g. `/v4/threatMatches:find?key=…`. */
  readonly url: string;
  readonly key: string | null;
  readonly contentType: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export type FakeMode = 'ok' | 'fail' | 'slow';

/**
 * A local stand-in for the Safe Browsing v4 Lookup API (`threatMatches:find`) on 127.0.0.1:
 * records every request, answers `{ matches: [...] }` for the URLs marked unsafe (or `{}`),
 * and can answer 500 (`fail`), hang past the client's timeout (`slow`), or be closed to be
 * unreachable.
 */
export interface FakeSafeBrowsing {
  /** The endpoint to put in SAFE_BROWSING_URL. */
  readonly endpoint: string;
  readonly requests: RecordedLookup[];
  markUnsafe(url: string, threatType?: string): void;
  clearUnsafe(): void;
  setMode(mode: FakeMode): void;
  /**
   * Holds the answer to the next request until `release()` (then answers by the mode and marks
   * of that moment); `arrived` resolves when that request has come in.
   */
  holdNext(): { readonly arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startFakeSafeBrowsing(): Promise<FakeSafeBrowsing> {
  const unsafe = new Map<string, string>();
  const requests: RecordedLookup[] = [];
  let mode: FakeMode = 'ok';
  const pending = new Set<ServerResponse>();
  let held: { arrive: () => void; released: Promise<void> } | undefined;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', url: req.url ?? '', key: url.searchParams.get('key'), contentType: req.headers['content-type'], body });
      const hold = held;
      held = undefined;
      if (hold) {
        hold.arrive();
        void hold.released.then(() => answer(res, body));
        return;
      }
      answer(res, body);
    });
  });

  function answer(res: ServerResponse, body: unknown): void {
    if (mode === 'slow') {
      pending.add(res);
      res.on('close', () => pending.delete(res));
      return;
    }
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":500}}');
      return;
    }
    const entries = (body as { threatInfo?: { threatEntries?: { url: string }[] } })?.threatInfo?.threatEntries ?? [];
    const matches = entries
      .filter((entry) => unsafe.has(entry.url))
      .map((entry) => ({
        threatType: unsafe.get(entry.url),
        platformType: 'ANY_PLATFORM',
        threatEntryType: 'URL',
        threat: { url: entry.url },
        cacheDuration: '300s',
      }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(matches.length > 0 ? { matches } : {}));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  let closed = false;

  return {
    endpoint: `http://127.0.0.1:${port}/v4/threatMatches:find`,
    requests,
    markUnsafe: (url, threatType = 'MALWARE') => void unsafe.set(url, threatType),
    clearUnsafe: () => unsafe.clear(),
    setMode: (next) => {
      mode = next;
    },
    holdNext() {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      held = { arrive, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived, release };
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const res of pending) res.destroy();
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await done;
    },
  };
}
