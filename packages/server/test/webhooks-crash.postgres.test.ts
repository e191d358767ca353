import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createAppContext } from '../src/app/app-context';
import { systemClock } from '../src/clock';
import { silentLogger } from '../src/logger';
import { DELIVERY_CLAIM_MARGIN_MS, runDeliveryPass } from '../src/webhooks/delivery-worker';
import { answer, startHttpsReceiver } from './helpers/https-receiver';
import { bootstrapKeyOf, serveCli } from './helpers/run-cli';
import { createTestDatabase } from './helpers/test-db';

// A real `quietzone serve` process is killed while its worker waits for the receiver; its
// claim outlives it in Postgres, and the delivery is made by the next worker once the claim
// runs out. Two processes need a shared database, so this runs in the Postgres pass only.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('a server process killed mid-delivery', () => {
  it('loses nothing: the event is delivered after restart', async () => {
    const receiver = await startHttpsReceiver();
    cleanups.push(() => receiver.close());
    const database = await createTestDatabase({ migrate: false });
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '20000', NODE_EXTRA_CA_CERTS: receiver.cert.certPath, SECRET_KEY: 'crash-test-secret-key-0123456789abcd' };
    // The first request is never answered: the process dies holding it.
    receiver.behave(() => {});
    const server = await serveCli(env);
    cleanups.push(async () => server.child.kill('SIGKILL'));
    const key = bootstrapKeyOf(server.stderr)!;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const hook = await fetch(`${server.url}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url(), secret: 'crash-test-secret-00001', events: ['qr.created'] }) });
    expect(hook.status).toBe(201);
    const webhookId = ((await hook.json()) as { data: { id: string } }).data.id;
    expect((await fetch(`${server.url}/v1/codes`, { method: 'POST', headers, body: JSON.stringify({ url: 'https://example.com/crash' }) })).status).toBe(201);

    const [first] = await receiver.waitFor(1, 30_000);
    server.child.kill('SIGKILL');
    await server.exited;

    receiver.behave(answer(200));
    const db = database.connect();
    const ctx = createAppContext({ db, config: loadConfig(env), clock: systemClock, logger: silentLogger });
    // Restarted at once, the claim still holds: nothing is sent twice in parallel.
    expect((await runDeliveryPass(ctx, { transport: { agent: receiver.agent } })).attempted).toBe(0);
    const afterLease = new Date(Date.now() + 20_000 + DELIVERY_CLAIM_MARGIN_MS);
    const report = await runDeliveryPass(ctx, { now: afterLease, transport: { agent: receiver.agent } });
    expect(report).toMatchObject({ attempted: 1, succeeded: 1 });

    expect(receiver.requests).toHaveLength(2);
    const [again] = receiver.requests.slice(1);
    expect(again!.headers['x-svc-delivery']).toBe(first!.headers['x-svc-delivery']);
    expect(again!.rawBody.equals(first!.rawBody)).toBe(true);
    const log = await db.query<{ status: string; attempt: number }>(`SELECT status, attempt FROM webhook_delivery_attempts WHERE webhook_id = $1`, [webhookId]);
    expect(log).toEqual([{ status: 'success', attempt: 1 }]);
  }, 180_000);
});
