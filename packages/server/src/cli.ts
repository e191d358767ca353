#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { isRole, type Role } from '@quietzone/core';
import { displayPrefix, generateApiKey, hashApiKey } from './auth/api-key-secret';
import { bootstrap } from './bootstrap';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { createApp } from './http/create-app';
import { createRenderPool } from './images/render-pool';
import { startLinkRecheckScheduler } from './link-safety/start-link-recheck-scheduler';
import { consoleLogger } from './logger';
import { newId } from './new-id';
import { startScanRecorder } from './scans/scan-recorder';
import { ShutdownHooks } from './shutdown-hooks';
import { startServer } from './start-server';
import { apiKeyResource, insertApiKey } from './store/api-keys';
import { findWorkspaceBySlug } from './store/seed-tenant';
import { startDeliveryWorker } from './webhooks/start-delivery-worker';
import { writeAudit } from './store/write-audit';

const USAGE = `Usage:
  quietzone serve                 migrate, bootstrap an empty database, serve HTTP
  quietzone migrate               apply pending migrations and exit
  quietzone keys create --workspace <slug> --role <viewer|contributor|ws_admin|org_admin> [--public] [--org <slug>] [--name <label>]
Configuration comes from the environment (see DESIGN.md).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'serve') return serve();
  if (command === 'migrate') return runMigrate();
  if (command === 'keys' && rest[0] === 'create') return createKey(rest.slice(1));
  process.stderr.write(`${USAGE}\n`);
  return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
}

async function serve(): Promise<number> {
  const config = loadConfig();
  const logger = consoleLogger;
  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info('migrations applied', { applied });
  const boot = await bootstrap(db, config, systemClock);
  if (boot.created && boot.generatedKey) {
    // Printed once, never stored in clear: the operator must copy it now.
    process.stdout.write(`\nBootstrap org_admin API key (shown once, store it now):\n  ${boot.generatedKey}\n\n`);
  }
  const hooks = new ShutdownHooks();
  // Before listening, so no scan is served unrecorded; its hook runs first on SIGTERM.
  const scanRecorder = startScanRecorder({ db, config, logger });
  hooks.add('scan buffer', () => scanRecorder.stop());
  // Closed after in-flight requests, so no render of a finished request is cut short.
  const renderPool = createRenderPool({ logger });
  hooks.add('render pool', () => renderPool.close());
  const app = createApp({ db, config, logger, renderPool });
  const server = await startServer({ app, db, hooks, logger, port: config.port, host: config.host });
  logger.info('listening', { url: server.url, public_url: config.publicUrl });
  const linkRecheck = startLinkRecheckScheduler({ db, config, clock: systemClock, logger });
  hooks.add('link re-check', () => linkRecheck.stop());
  const webhookWorker = startDeliveryWorker({ db, config, clock: systemClock, logger });
  hooks.add('webhook deliveries', () => webhookWorker.stop());
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal });
    server.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return -1; // keep running
}

async function runMigrate(): Promise<number> {
  const db = await openDb(loadConfig());
  try {
    const applied = await migrate(db);
    process.stdout.write(applied.length > 0 ? `Applied: ${applied.join(', ')}\n` : 'Database is up to date.\n');
    return 0;
  } finally {
    await db.close();
  }
}

async function createKey(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      workspace: { type: 'string' },
      role: { type: 'string' },
      public: { type: 'boolean', default: false },
      org: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  if (!values.workspace || !values.role) throw new UsageError('--workspace and --role are required');
  if (!isRole(values.role)) throw new UsageError(`--role must be one of viewer, contributor, ws_admin, org_admin`);
  const role: Role = values.role;
  const db = await openDb(loadConfig());
  try {
    await migrate(db);
    const workspaces = await findWorkspaceBySlug(db, values.workspace, values.org);
    if (workspaces.length === 0) throw new UsageError(`no workspace with slug ${values.workspace}${values.org ? ` in organization ${values.org}` : ''}`);
    if (workspaces.length > 1) throw new UsageError(`several organizations have a workspace ${values.workspace}; pass --org <slug>`);
    const workspace = workspaces[0]!;
    if (workspace.archived_at !== null) throw new UsageError(`workspace ${values.workspace} is archived`);
    const kind = values.public ? 'public' : 'secret';
    const key = generateApiKey(kind);
    const at = systemClock.now().toISOString();
    const row = await db.transaction(async (tx) => {
      const inserted = await insertApiKey(tx, {
        id: newId('key'),
        organizationId: workspace.organization_id,
        workspaceId: workspace.id,
        kind,
        role,
        name: values.name ?? `CLI ${role} key`,
        keyPrefix: displayPrefix(key),
        keyHash: hashApiKey(key),
        expiresAt: null,
        createdByKeyId: null,
        createdAt: at,
      });
      await writeAudit(tx, {
        actor: { type: 'system', id: null, organizationId: workspace.organization_id, workspaceId: workspace.id },
        action: 'api_keys.create',
        resourceType: 'api_keys',
        resourceId: inserted.id,
        changes: { name: [null, inserted.name], role: [null, role], kind: [null, kind] },
        at,
      });
      return inserted;
    });
    // The same record as the data of POST /v1/api-keys, so scripts read one shape.
    process.stdout.write(`${JSON.stringify({ ...apiKeyResource(row), secret: key })}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UsageError) {
      process.stderr.write(`quietzone: ${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`quietzone: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
