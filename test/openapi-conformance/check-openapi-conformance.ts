/**
 * Does the OpenAPI document tell the whole truth? Starts the real `quietzone serve` on an
 * in-memory database, takes the document it serves at /v1/openapi.json, and sends it traffic
 * through Stoplight Prism's validator (prism-validator.ts): every operation of the document as
 * a client calls it, and the refusals it declares. Fails listing every violation Prism reports
 * — on the answers always, on the requests unless the request breaks the document on purpose —
 * and every operation the traffic left out. Meanwhile `redocly lint` (redocly.yaml) reads the
 * same document: any error fails the run too.
 *
 * Run: `pnpm openapi:check` (`.ci/run` does, after `pnpm test`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startQuietzone } from '../support/quietzone-serve';
import { buildConformanceWorld } from './conformance-world';
import { createPrismValidator } from './prism-validator';
import { trafficFor, type DocumentOperation } from './traffic';

const SERVER_ENV = { BOOTSTRAP_PLAN: 'business', RATE_LIMIT_PER_MINUTE: '100000', METRICS_TOKEN: 'conformance-metrics-token-0123456789', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '2000' };

interface OpenApiJson {
  readonly servers: { url: string }[];
  readonly paths: Record<string, Record<string, { operationId: string; servers?: { url: string }[]; security: unknown[]; responses: Record<string, { description: string }>; requestBody?: { content: Record<string, unknown> } }>>;
}

function operationsOf(document: OpenApiJson): DocumentOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method,
      path,
      operationId: operation.operationId,
      serverUrl: operation.servers?.[0]?.url ?? document.servers[0]!.url,
      keyed: operation.security.length > 0,
      statuses: Object.keys(operation.responses),
      responses: operation.responses,
      jsonBody: operation.requestBody?.content['application/json'] !== undefined,
    })),
  );
}

const REDOCLY_CONFIG = join(dirname(fileURLToPath(import.meta.url)), 'redocly.yaml');

/** `redocly lint` of the served document, with its exit code and what it printed. */
function redoclyLint(document: object): Promise<{ code: number; output: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'quietzone-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const child = spawn(process.execPath, [cli, 'lint', file, '--config', REDOCLY_CONFIG, '--format', 'summary'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output })));
}

async function main(): Promise<number> {
  const started = performance.now();
  const server = await startQuietzone(SERVER_ENV);
  try {
    const booted = performance.now();
    const document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as OpenApiJson;
    const operations = operationsOf(document);
    const linted = redoclyLint(document);
    const world = await buildConformanceWorld(server.baseUrl, server.adminKey, server.api);
    const validate = await createPrismValidator(document);
    const calls = await trafficFor(world, operations);
    const built = performance.now();

    const failures: string[] = [];
    const answered = new Map<string, Set<number>>();
    for (const call of calls) {
      const { operation } = call;
      const name = `${operation.method.toUpperCase()} ${operation.path} (${call.label})`;
      const headers: Record<string, string> = { ...call.headers };
      if (call.key) headers['authorization'] = `Bearer ${call.key}`;
      if (call.body) headers['content-type'] = call.body.contentType;
      const exchange = await validate({ method: operation.method, baseUrl: operation.serverUrl, path: call.path, query: call.query, headers, body: call.body });
      const problems = [...exchange.responseViolations, ...(call.breaksRequest ? [] : exchange.requestViolations)];
      if (exchange.operationId !== operation.operationId) problems.push(`Prism routed it to ${exchange.operationId}`);
      if (exchange.status !== call.status) problems.push(`answered ${exchange.status}, the traffic expects ${call.status}: ${exchange.text.slice(0, 300)}`);
      if (call.breaksRequest && exchange.requestViolations.length === 0) problems.push(`Prism found nothing wrong with a request that breaks the document (${call.breaksRequest})`);
      for (const problem of problems) failures.push(`${name} → ${exchange.status}: ${problem}`);
      const statuses = answered.get(operation.operationId) ?? new Set<number>();
      statuses.add(exchange.status);
      answered.set(operation.operationId, statuses);
    }

    for (const operation of operations) {
      const statuses = [...(answered.get(operation.operationId) ?? [])];
      if (statuses.length === 0) failures.push(`${operation.method.toUpperCase()} ${operation.path}: never called`);
      const declaresRefusal = operation.statuses.some((status) => /^4/.test(status));
      if (declaresRefusal && !statuses.some((status) => status >= 400 && status < 500)) failures.push(`${operation.method.toUpperCase()} ${operation.path}: declares a 4xx, the traffic got none`);
    }

    const lint = await linted;
    if (lint.code !== 0) failures.push(`redocly lint found errors:\n${lint.output}`);

    const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
    const timing = `${seconds(started)} s: server start ${seconds(started, booted)} s, world ${seconds(booted, built)} s, traffic ${seconds(built)} s`;
    if (failures.length > 0) {
      console.error(`OpenAPI conformance: ${failures.length} violation(s) in ${calls.length} requests over ${operations.length} operations (${timing}):`);
      for (const failure of failures) console.error(`  - ${failure}`);
      return 1;
    }
    console.log(`OpenAPI conformance: ${calls.length} requests over ${operations.length} operations, no violation (Prism), ${timing}.`);
    console.log(`redocly lint: no error.${lint.output.match(/warning [^\n]*/g)?.map((line) => `\n  ${line}`).join('') ?? ''}`);
    return 0;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
