#!/usr/bin/env node
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isRole, type Role } from '@quietzone/core';
import { addApiKey } from './api-keys/create-api-key';
import { bootstrap } from './bootstrap';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { createAppContext } from './app/app-context';
import { startCacheSync } from './app/cache-sync';
import { createApp } from './http/create-app';
import { createRenderPool } from './images/render-pool';
import { startLinkRecheckScheduler } from './link-safety/start-link-recheck-scheduler';
import { startRetentionJob } from './jobs/start-retention-job';
import { startAccountPurgeJob } from './jobs/start-account-purge-job';
import { startExportRunner } from './exports/start-export-runner';
import { createLogger } from './logger';
import { watchProcess } from './metrics/watch-process';
import { watchScanRecorder } from './metrics/watch-scan-recorder';
import { startScanRecorder } from './scans/scan-recorder';
import { SERVER_VERSION } from './server-version';
import { ShutdownHooks } from './shutdown-hooks';
import { startServer } from './start-server';
import { findWorkspacesBySlug } from './store/workspaces';
import { webhookSecretCipher } from './webhooks/load-secret-key';
import { sealPlaintextSecrets } from './webhooks/seal-plaintext-secrets';
import { startDeliveryWorker } from './webhooks/start-delivery-worker';
import { apiKeyResource } from './api-keys/api-key-resource';

const USAGE = `Usage: quietzone <command> [options]

Commands:
  serve          migrate, bootstrap an empty database, serve HTTP
  migrate        apply pending migrations and exit
  keys create    create an API key for a workspace

Options:
  -h, --help     show help (also after a command: quietzone keys create --help)
  -V, --version  print the version

Configuration comes from the environment (see README.md).`;

const SERVE_USAGE = `Usage: quietzone serve

Applies pending migrations, creates the first organization, workspace and org_admin key in an
empty database (the key is printed once), then serves HTTP on HOST:PORT until SIGTERM or SIGINT.
Configuration comes from the environment (see README.md).`;

const MIGRATE_USAGE = `Usage: quietzone migrate

Applies pending migrations to DATABASE_URL (or the embedded database in DATA_DIR) and exits.`;

const KEYS_USAGE = `Usage: quietzone keys <subcommand>

Subcommands:
  create    create an API key for a workspace (quietzone keys create --help)`;

const KEYS_CREATE_USAGE = `Usage: quietzone keys create --workspace <slug> --role <role> [--public] [--org <slug>] [--name <label>]

Creates an API key and prints it as JSON (the secret is shown once).

Options:
  --workspace <slug>  workspace of the key (required)
  --role <role>       viewer, contributor, ws_admin or org_admin (required)
  --public            a public key (svc_pk_) instead of a secret one (svc_sk_)
  --org <slug>        organization of the workspace, when several have one with that slug
  --name <label>      the key's name (default: CLI <role> key)`;

const HELP = ['--help', '-h'];

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('missing command (run quietzone --help)');
  if (HELP.includes(command) || command === 'help') return printUsage(USAGE);
  if (command === '--version' || command === '-V') return printUsage(SERVER_VERSION);
  if (command === 'serve') return wantsHelp(rest) ? printUsage(SERVE_USAGE) : (readOptions({ args: rest, options: {}, strict: true }), serve());
  if (command === 'migrate') return wantsHelp(rest) ? printUsage(MIGRATE_USAGE) : (readOptions({ args: rest, options: {}, strict: true }), runMigrate());
  if (command === 'keys') {
    const [subcommand, ...args] = rest;
    if (subcommand === undefined) throw new UsageError('keys needs a subcommand: create (run quietzone keys --help)');
    if (HELP.includes(subcommand)) return printUsage(KEYS_USAGE);
    if (subcommand === 'create') return wantsHelp(args) ? printUsage(KEYS_CREATE_USAGE) : createKey(args);
    throw new UsageError(`unknown keys subcommand ${JSON.stringify(subcommand)} (run quietzone keys --help)`);
  }
  throw new UsageError(`unknown command ${JSON.stringify(command)} (run quietzone --help)`);
}

/** Help and version go to stdout: they are what was asked for (`quietzone --help | less`). */
function printUsage(text: string): number {
  process.stdout.write(`${text}\n`);
  return 0;
}

/** `--help` anywhere before a `--` asks for help, whatever else the line holds: nothing runs. */
function wantsHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => HELP.includes(arg));
}

/** parseArgs, strict, with its errors (unknown option, missing value) as usage errors. */
function readOptions<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) throw new UsageError(error.message.split('\n')[0]!);
    throw error;
  }
}

async function serve(): Promise<number> {
  const config = loadConfig();
  // JSON lines on stdout (pretty on a terminal); the bootstrap key below goes to stderr only.
  const logger = createLogger({ level: config.logLevel });
  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info('migrations applied', { applied });
  // No worker starts before the first uncached render; closed by a shutdown hook below.
  const renderPool = createRenderPool({ logger });
  // The one wiring object of this process: the app and every background job share it.
  const ctx = createAppContext({ db, config, clock: systemClock, logger, renderPool });
  // The key of webhook secrets (PostgreSQL without SECRET_KEY stops here), then plain secrets
  // from before migration 0011 sealed with it.
  let sealed: number;
  try {
    sealed = await sealPlaintextSecrets(db, webhookSecretCipher(ctx));
  } catch (error) {
    // Closed, or the open pool would keep the process from exiting.
    await renderPool.close();
    await db.close();
    throw error;
  }
  if (sealed > 0) logger.info('webhook secrets encrypted', { count: sealed });
  const boot = await bootstrap(db, config, systemClock);
  if (boot.created && boot.generatedKey) {
    // Printed once, never stored in clear: the operator must copy it now.
    // On stderr, apart from the JSON log on stdout, which is shipped and kept.
    process.stderr.write(`\nBootstrap org_admin API key (shown once, store it now):\n  ${boot.generatedKey}\n\n`);
  }
  const hooks = new ShutdownHooks();
  // Before listening, so no scan is served unrecorded; its hook runs first on SIGTERM.
  const scanRecorder = startScanRecorder(ctx);
  hooks.add('scan buffer', () => scanRecorder.stop());
  watchScanRecorder(ctx.metrics, scanRecorder);
  watchProcess(ctx.metrics);
  // Closed after in-flight requests, so no render of a finished request is cut short.
  hooks.add('render pool', () => renderPool.close());
  // Before serving, so no change made here goes unannounced; stopped after in-flight requests.
  const cacheSync = await startCacheSync(ctx);
  hooks.add('cache sync', () => cacheSync.stop());
  const app = createApp({ context: ctx });
  const server = await startServer({ app, db, hooks, logger, port: config.port, host: config.host });
  logger.info('listening', { url: server.url, public_url: config.publicUrl });
  const linkRecheck = startLinkRecheckScheduler(ctx);
  hooks.add('link re-check', () => linkRecheck.stop());
  const webhookWorker = startDeliveryWorker(ctx);
  hooks.add('webhook deliveries', () => webhookWorker.stop());
  const retention = startRetentionJob(ctx);
  hooks.add('retention', () => retention.stop());
  const accountPurge = startAccountPurgeJob(ctx);
  hooks.add('account purge', () => accountPurge.stop());
  const exportRunner = startExportRunner(ctx);
  hooks.add('export runner', () => exportRunner.stop());
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
  const { values } = readOptions({
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
    const workspaces = await findWorkspacesBySlug(db, values.workspace, values.org);
    if (workspaces.length === 0) throw new UsageError(`no workspace with slug ${values.workspace}${values.org ? ` in organization ${values.org}` : ''}`);
    if (workspaces.length > 1) throw new UsageError(`several organizations have a workspace ${values.workspace}; pass --org <slug>`);
    const workspace = workspaces[0]!;
    if (workspace.archived_at !== null) throw new UsageError(`workspace ${values.workspace} is archived`);
    const kind = values.public ? 'public' : 'secret';
    const at = systemClock.now().toISOString();
    const actor = { type: 'system', id: null, organizationId: workspace.organization_id, workspaceId: workspace.id } as const;
    const key = { organizationId: workspace.organization_id, workspaceId: workspace.id, kind, role, name: values.name ?? `CLI ${role} key`, expiresAt: null, createdByKeyId: null } as const;
    const { row, secret } = await db.transaction((tx) => addApiKey(tx, key, at, actor));
    // The same record as the data of POST /v1/api-keys, so scripts read one shape.
    process.stdout.write(`${JSON.stringify({ ...apiKeyResource(row), secret })}\n`);
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
      // An operator reads this (database unreachable, disk full): the message, not a stack.
      process.stderr.write(`quietzone: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  },
);
