import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { body, setupTestApp, type TestKey } from '../helpers/test-app';

// POST /v1/codes/import and POST /v1/dpp/import with XLSX bombs: a few tens of kilobytes that
// inflate past the reader's caps. The workbook is read in a worker thread, so the server keeps
// answering while it is read, and the caps refuse it: 413 for the inflated size, 422 naming
// the cap for shared strings or cells.

const t = setupTestApp();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/**
 * How long /v1/health may take while a bomb is read. The target is well under 100 ms, but these
 * tests share two cores with other work, so the bound is generous; a workbook read on the event
 * loop holds every request for the whole read instead (seconds: 9.5 s was measured).
 */
const HEALTH_BOUND_MS = 1_000;
/** Pause between health requests while the import runs. */
const HEALTH_INTERVAL_MS = 20;
/** Reading a bomb up to a cap takes seconds of a (shared, busy) core. */
const BOMB_TIMEOUT_MS = 180_000;

function workbook(sheetData: string, sharedStrings?: string): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'xl/workbook.xml': strToU8(`<workbook ${MAIN}><sheets><sheet name="A" sheetId="1"/></sheets></workbook>`),
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${MAIN}><sheetData>${sheetData}</sheetData></worksheet>`),
  };
  if (sharedStrings !== undefined) files['xl/sharedStrings.xml'] = strToU8(`<sst ${MAIN}>${sharedStrings}</sst>`);
  return zipSync(files, { level: 9 });
}

/** The archive with every entry's uncompressed size declared as 1,000 bytes, as a zip bomb lies. */
function understated(zip: Uint8Array): Uint8Array {
  const lying = zip.slice();
  const view = new DataView(lying.buffer);
  for (let at = 0; at + 30 < lying.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, 1_000, true); // local file header
    if (signature === 0x02014b50) view.setUint32(at + 24, 1_000, true); // central directory entry
  }
  return lying;
}

/** One million and one empty shared strings (13 MB inflated) referenced by one cell. */
const sharedStringsBomb = () => workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', '<si><t/></si>'.repeat(1_000_001));
/** 100 rows of 16,000 cells: 1.6 million cells. */
const cellsBomb = () => workbook(Array.from({ length: 100 }, (_, row) => `<row r="${row + 1}">${'<c><v>1</v></c>'.repeat(16_000)}</row>`).join(''));
/** One cell of 150 million characters, its size understated: only inflating finds it out. */
const sizeBomb = () => understated(workbook(`<row r="1"><c t="inlineStr"><is><t>${'A'.repeat(150_000_000)}</t></is></c></row>`));

function upload(key: TestKey, path: string, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: XLSX }), 'bomb.xlsx');
  return t.request(path, { method: 'POST', key, body: form });
}

interface Measured {
  readonly status: number;
  readonly problem: Record<string, any>;
  /** Health answers received before the import answered. */
  readonly healthBefore: number;
  readonly slowestHealthMs: number;
}

/** Sends the import and asks /v1/health again and again until the import answers. */
async function healthWhileImporting(importing: Promise<Response>): Promise<Measured> {
  let answered = false;
  const result = importing.then(async (res) => {
    answered = true;
    return { status: res.status, problem: await body(res) };
  });
  let healthBefore = 0;
  let slowestHealthMs = 0;
  while (!answered) {
    const started = performance.now();
    const health = await t.request('/v1/health');
    expect(health.status).toBe(200);
    await health.arrayBuffer();
    slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
    if (!answered) healthBefore++;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
  }
  return { ...(await result), healthBefore, slowestHealthMs };
}

/** Health answered before the import finished, each answer within the bound. */
function expectHealthAnsweredMeanwhile(measured: Measured): void {
  expect(measured.healthBefore).toBeGreaterThan(0);
  expect(measured.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
}

async function writer(): Promise<TestKey> {
  return t.createKey(await t.createTenant({ plan: 'enterprise' }), 'ws_admin');
}

describe('an XLSX bomb is read off the event loop and refused at a cap', { timeout: BOMB_TIMEOUT_MS }, () => {
  it('POST /v1/codes/import?dry_run=true: 1.6 million cells is 422 naming the cell cap; health answered before the import finished', async () => {
    const bomb = cellsBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const measured = await healthWhileImporting(upload(await writer(), '/v1/codes/import?dry_run=true', bomb));
    expect(measured.status).toBe(422);
    expect(measured.problem.errors).toEqual([{ field: 'file', message: 'the sheet holds more than 1000000 cells' }]);
    expectHealthAnsweredMeanwhile(measured);
  });

  it('POST /v1/codes/import: a workbook inflating past 100 MiB is 413 naming the limit; health answered before the import finished', async () => {
    const bomb = sizeBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const measured = await healthWhileImporting(upload(await writer(), '/v1/codes/import', bomb));
    expect(measured.status).toBe(413);
    expect(measured.problem.detail).toBe('The XLSX workbook is too large to read: the workbook inflates to more than 104857600 bytes.');
    expectHealthAnsweredMeanwhile(measured);
  });

  it('POST /v1/dpp/import: a million and one shared strings is 422 naming the cap; health answered before the import finished', async () => {
    const bomb = sharedStringsBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const measured = await healthWhileImporting(upload(await writer(), '/v1/dpp/import', bomb));
    expect(measured.status).toBe(422);
    expect(measured.problem.errors).toEqual([{ field: 'file', message: 'the workbook has more than 1000000 shared strings' }]);
    expectHealthAnsweredMeanwhile(measured);
  });

  it('POST /v1/dpp/import?dry_run=true: the size bomb is 413; health answered before the import finished', async () => {
    const measured = await healthWhileImporting(upload(await writer(), '/v1/dpp/import?dry_run=true', sizeBomb()));
    expect(measured.status).toBe(413);
    expectHealthAnsweredMeanwhile(measured);
  });
});
