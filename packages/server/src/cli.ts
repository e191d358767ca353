#!/usr/bin/env node
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isRole, parseGtin, type Role } from '@quietzone/core';
import { addApiKey } from './api-keys/create-api-key';
import { bootstrap } from './bootstrap';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { createAppContext, type AppContext } from './app/app-context';
import { startCacheSync } from './app/cache-sync';
import { createApp } from './http/create-app';
import { createRenderPool } from './images/render-pool';
import { startLinkRecheckScheduler } from './codes/link-safety/start-link-recheck-scheduler';
import { startRetentionJob } from './jobs/start-retention-job';
import { startAccountPurgeJob } from './jobs/start-account-purge-job';
import { startDomainRecheckJob } from './jobs/start-domain-recheck-job';
import { startExportRunner } from './exports/start-export-runner';
import { createLogger } from './logger';
import { watchProcess } from './metrics/watch-process';
import { watchScanRecorder } from './metrics/watch-scan-recorder';
import { startScanRecorder } from './scans/scan-recorder';
import { SERVER_VERSION } from './server-version';
import { ShutdownHooks } from './shutdown-hooks';
import { startServer } from './start-server';
import { findWorkspacesBySlug } from './workspaces/store/workspaces';
import { listGtinClaimConflicts, type GtinClaimConflict } from './gs1/store/gtin-claims';
import { findOrganizationByIdOrSlug } from './organizations/store/organizations';
import { transferGtin } from './gs1/transfer-gtin';
import type { Db } from './db/db';
import { webhookSecretCipher } from './webhooks/load-secret-key';
import { sealPlaintextSecrets } from './webhooks/seal-plaintext-secrets';
import { startDeliveryWorker } from './webhooks/start-delivery-worker';
import { apiKeyResource } from './api-keys/api-key-resource';

const USAGE = `Usage: quietzone <command> [options]

Commands:
  serve          migrate, bootstrap an empty database, serve HTTP
  migrate        apply pending migrations and exit
  keys create    create an API key for a workspace
  gs1 transfer   give a GTIN to another organization (recovering a squatted GTIN)
  gs1 conflicts  list passports kept in organizations that do not own their GTIN

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

const GS1_USAGE = `Usage: quietzone gs1 <subcommand>

Subcommands:
  transfer   give a GTIN to another organization (quietzone gs1 transfer --help)
  conflicts  list passports kept in organizations that do not own their GTIN`;

const GS1_TRANSFER_USAGE = `Usage: quietzone gs1 transfer --gtin <gtin> --to <organization slug or id>

A GTIN belongs to the organization that first stored a passport of it on this instance. When
another organization squatted it, the instance operator, having checked who the brand owner
is (GS1's Verified by GS1 or the company's GS1 licence), moves it to the owner with this
command and prints the transfer as JSON. Both organizations get a gtin_claims.transfer audit
entry. Nothing is deleted or unpublished: the previous owner keeps its passports of the GTIN,
which stop resolving and become read-only to it (its drafts may still be deleted); the new
owner's passports of the GTIN resolve (a running server's resolver cache within a minute).

Options:
  --gtin <gtin>  GTIN-8, -12, -13 or -14 (required)
  --to <org>     slug or id of the live organization that gets it (required)`;

const GS1_CONFLICTS_USAGE = `Usage: quietzone gs1 conflicts [--gtin <gtin>]

Prints, one JSON object per line, every passport kept in an organization that does not own
its GTIN (stored before GTINs had owners, or left behind by a transfer), with the owner.

Options:
  --gtin <gtin>  only this GTIN`;

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
  if (command === 'gs1') {
    const [subcommand, ...args] = rest;
    if (subcommand === undefined) throw new UsageError('gs1 needs a subcommand: transfer or conflicts (run quietzone gs1 --help)');
    if (HELP.includes(subcommand)) return printUsage(GS1_USAGE);
    if (subcommand === 'transfer') return wantsHelp(args) ? printUsage(GS1_TRANSFER_USAGE) : transferGtinCommand(args);
    if (subcommand === 'conflicts') return wantsHelp(args) ? printUsage(GS1_CONFLICTS_USAGE) : listConflictsCommand(args);
    throw new UsageError(`unknown gs1 subcommand ${JSON.stringify(subcommand)} (run quietzone gs1 --help)`);
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
  // At error, the level an operator must look at, on every start until each GTIN is settled.
  const conflicts = await listGtinClaimConflicts(db);
  if (conflicts.length > 0) logger.error(conflictsWarning(conflicts), { passports: conflicts.slice(0, CONFLICTS_LOGGED) });
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
  hooks.add('scan check', () => ctx.scanChecker.close());
  // Before serving, so no change made here goes unannounced; stopped after in-flight requests.
  const cacheSync = await startCacheSync(ctx);
  hooks.add('cache sync', () => cacheSync.stop());
  const server = await startServer({ ...createApp({ context: ctx }), db, hooks, logger, port: config.port, host: config.host });
  logger.info('listening', { url: server.url, public_url: config.publicUrl });
  // The background work, started once serving; each one's hook stops it, in this order.
  const background: readonly (readonly [string, (context: AppContext) => { stop(): Promise<void> }])[] = [
    ['link re-check', startLinkRecheckScheduler],
    ['webhook deliveries', startDeliveryWorker],
    ['retention', startRetentionJob],
    ['account purge', startAccountPurgeJob],
    ['domain re-check', startDomainRecheckJob],
    ['export runner', startExportRunner],
  ];
  for (const [name, start] of background) {
    const job = start(ctx);
    hooks.add(name, () => job.stop());
  }
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
    const conflicts = await listGtinClaimConflicts(db);
    if (conflicts.length > 0) process.stderr.write(`Warning: ${conflictsWarning(conflicts)}\n${conflictLines(conflicts.slice(0, CONFLICTS_LOGGED))}`);
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

/** Passports named in the start-up warning; `quietzone gs1 conflicts` lists them all. */
const CONFLICTS_LOGGED = 20;

function conflictsWarning(conflicts: readonly GtinClaimConflict[]): string {
  const gtins = new Set(conflicts.map((conflict) => conflict.gtin)).size;
  return `${conflicts.length} passports of ${gtins} GTINs are kept in organizations that do not own the GTIN: they do not resolve and their organizations cannot publish or edit them. List them with quietzone gs1 conflicts; give a GTIN to its brand owner with quietzone gs1 transfer.`;
}

function conflictLines(conflicts: readonly GtinClaimConflict[]): string {
  return conflicts.map((conflict) => `${JSON.stringify(conflict)}\n`).join('');
}

/** The GTIN-14 of `--gtin`, or a usage error saying what is wrong with it. */
function gtinOption(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = parseGtin(value);
  if (!parsed.ok) throw new UsageError(`--gtin: ${parsed.failure.message}`);
  return parsed.value;
}

async function withMigratedDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(loadConfig());
  try {
    await migrate(db);
    return await run(db);
  } finally {
    await db.close();
  }
}

async function transferGtinCommand(args: string[]): Promise<number> {
  const { values } = readOptions({ args, options: { gtin: { type: 'string' }, to: { type: 'string' } }, strict: true });
  const gtin = gtinOption(values.gtin);
  if (gtin === undefined || !values.to) throw new UsageError('--gtin and --to are required');
  const to = values.to;
  return withMigratedDb(async (db) => {
    const organization = await findOrganizationByIdOrSlug(db, to);
    if (!organization) throw new UsageError(`no live organization with slug or id ${to}`);
    const transfer = await transferGtin(db, gtin, organization.id, systemClock.now().toISOString());
    process.stdout.write(`${JSON.stringify(transfer)}\n`);
    return 0;
  });
}

async function listConflictsCommand(args: string[]): Promise<number> {
  const { values } = readOptions({ args, options: { gtin: { type: 'string' } }, strict: true });
  const gtin = gtinOption(values.gtin);
  return withMigratedDb(async (db) => {
    process.stdout.write(conflictLines(await listGtinClaimConflicts(db, gtin)));
    return 0;
  });
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
