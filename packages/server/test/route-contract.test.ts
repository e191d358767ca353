/**
 * The API keeps its documented contract: every operation of the OpenAPI document (ALL_OPERATIONS,
 * declared routes and the older tables alike) is called once with a valid request, and its answer
 * must be a documented status whose body satisfies the documented schema or media type. Also:
 * authenticated operations refuse a missing key with a 401 problem, and invalid bodies are
 * 400/422 naming the field.
 */
import { problemSchema } from '@quietzone/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenApiOperation } from '../src/openapi/build-openapi-document';
import { ALL_OPERATIONS } from '../src/openapi/all-operations';
import { REDIRECT_BASE_URL } from '../src/openapi/redirect-base-url';
import { buildContractWorld, CONTRACT_WORLD_ENV, DOOMED_ACCOUNT_SLUG, logoForm, logoPng, pathParameter, PDF_BYTES, type ContractWorld } from './helpers/contract-world';
import { expectDocumentedAnswer, issueList, mediaType, operationLabel, type KnownMismatch } from './helpers/expect-documented-answer';
import { setupTestApp, type TestKey } from './helpers/test-app';

const t = setupTestApp({ env: CONTRACT_WORLD_ENV });

/** A valid request of one operation, beyond its path parameters (those come from the world). */
interface Example {
  /** The JSON body; must satisfy the documented request body. */
  readonly json?: unknown;
  /** A multipart body, for uploads. */
  readonly form?: () => Promise<FormData>;
  /** An application/x-www-form-urlencoded body (the short link's password form). */
  readonly urlencoded?: Readonly<Record<string, string>>;
  /** Query parameters; must satisfy the documented query schema. */
  readonly query?: Readonly<Record<string, string>>;
  /** Request headers; must satisfy the documented header schema. */
  readonly headers?: Readonly<Record<string, string>>;
  /** A documented non-2xx status this server answers on purpose to a valid request. */
  readonly status?: number;
  /** Another caller than the world's org_admin key. */
  readonly key?: (world: ContractWorld) => TestKey;
}

/**
 * One example per operation that takes a body or a required query, unless its declaration
 * documents one (`.meta({ examples: [...] })` on the body schema); the first test fails when
 * one is missing: add the new route's example here or to its schema. Also entries for any
 * operation that needs a particular status or caller.
 */
const EXAMPLES: Readonly<Record<string, Example>> = {
  getMetrics: { headers: { authorization: `Bearer ${CONTRACT_WORLD_ENV.METRICS_TOKEN}` } },
  createApiKey: { json: { name: 'CI deploy', role: 'contributor', expires_at: '2099-01-01T00:00:00Z' } },
  createOrganization: { json: { name: 'Contract Test GmbH', slug: 'contract-test-gmbh', billing_email: 'billing@example.com' } },
  updateOrganization: { json: { name: 'Renamed GmbH', billing_email: null } },
  createWorkspace: { json: { name: 'Spring campaign', slug: 'spring-campaign', default_locale: 'en' } },
  updateWorkspace: { json: { name: 'Main workspace', primary_color: '#336699' } },
  createPassport: {
    json: {
      gtin: '09506000134352',
      lot: 'CONTRACT-1',
      category: 'battery',
      product_name: 'LMT battery pack',
      manufacturer: { name: 'ACME Cells GmbH', address: 'Werkstr. 1, 10115 Berlin', country: 'DE' },
      attributes: { battery_category: 'lmt', chemistry: 'LiFePO4', rated_capacity_ah: 20, nominal_voltage_v: 48, substances_of_concern: [] },
      documents: [{ type: 'declaration_of_conformity', url: 'https://example.com/doc.pdf', language: 'en' }],
      links: [{ link_type: 'gs1:pip', url: 'https://example.com/pack', default: true }],
    },
    headers: { 'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
  },
  validatePassport: { json: { gtin: '4006381333931', product_name: 'Drill', category: 'electronics', attributes: { repairability_score: 7.5 } } },
  updatePassport: { json: { description: 'Cordless drill, 18 V.', attributes: { country_of_manufacture: 'DE' } } },
  validatePassportUpdate: { json: { status: 'archived' } },
  importPassports: { json: { rows: [{ gtin: '09506000134352', lot: 'CONTRACT-IMPORT', category: 'generic', product_name: 'Imported kettle', manufacturer: { name: 'ACME' } }] } },
  createCode: { json: { url: 'https://example.com/spring', type: 'url', title: 'Spring menu', tags: ['print'] }, headers: { 'Idempotency-Key': '0f8fad5b-d9cb-469f-a165-70867728950e' } },
  createCodesBatch: { json: { items: [{ type: 'url', url: 'https://example.com/a' }, { type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 'espresso1' }] } },
  updateCode: { json: { title: 'Summer menu', notes: 'Reprint in June.' } },
  approveCodeRevision: { json: { comment: 'Checked the new expiry.' } },
  rejectCodeRevision: { json: { comment: 'Not before the launch.' } },
  uploadCodeLogo: { form: async () => logoForm(await logoPng()) },
  importCodes: {
    form: async () => {
      const form = new FormData();
      form.set('file', new Blob(['type,url,title,tags\r\nurl,https://example.com/imported,Imported,print;menu\r\n'], { type: 'text/csv' }), 'codes.csv');
      return form;
    },
  },
  createExport: { json: { filter: { status: ['live'] }, formats: ['svg', 'pdf'], options: { module_mm: 0.5 } } },
  createCodeComment: { json: { body: 'Needs a bigger quiet zone.', author_name: 'Ada' } },
  updateCodeComment: { json: { resolved: true } },
  uploadFile: {
    form: async () => {
      const form = new FormData();
      form.set('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'price-list.pdf');
      form.set('visibility', 'private');
      return form;
    },
  },
  updateFile: { json: { filename: 'menu-2027.pdf', visibility: 'public' } },
  inviteMember: { json: { email: 'carol@example.com', name: 'Carol', role: 'viewer' } },
  createWebhook: { json: { url: 'https://127.0.0.1:8443/hooks', secret: 'contract-example-secret', events: ['qr.created', 'qr.scanned'] } },
  updateWebhook: { json: { events: ['qr.updated'], is_active: true } },
  getCodeStats: { query: { days: '7', include_bots: 'true' } },
  listCodes: { query: { limit: '5' } },
  // No payment provider is configured: org_admin keys get the documented 501.
  createBillingCheckout: { status: 501 },
  // The world's short link (a static code) has no password: the form's POST answers as its scan would.
  unlockShortLink: { urlencoded: { password: 'contract-password' } },
  getBillingPortal: { status: 501 },
  // An organization is deleted only by its own keys.
  deleteOrganization: { key: (world) => world.doomedOrganization.key },
  // A redirect to the canonical Digital Link URI.
  redirectPassportPath: { status: 301 },
  deleteAccount: { json: { confirm: DOOMED_ACCOUNT_SLUG }, key: (world) => world.doomedAccount.key },
  // One identifier parsed (the list is checked against its schema in routes/gs1-identifiers.test.ts).
  listGs1Identifiers: { query: { uri: 'https://id.example.com/01/09506000134352/10/ABC/21/123' } },
  // The world's workspace has no custom domain (verified ones: routes/domains.test.ts, with a DNS server).
  verifyWorkspaceDomain: { status: 409 },
  isDomainAllowed: { query: { domain: 'qr.contract.example' }, status: 404 },
};

/**
 * Answers that do not match their documentation today. Each entry is an explicit expectation
 * of the mismatch (the test fails once it is fixed: then delete the entry); see the report.
 */
const KNOWN_MISMATCHES: Readonly<Record<string, KnownMismatch>> = {
};

/**
 * Refusals of invalid input answered with a status the operation does not document (all of
 * them 4xx problem documents, so only the document is wrong). Each is an explicit expectation
 * of the mismatch: fixed, the test fails until the entry goes; see the report.
 */
const UNDOCUMENTED_REFUSALS: Readonly<Record<string, number>> = {
};

/** The refusal's status is documented, or it is the known undocumented one. */
function expectDocumentedRefusal(op: OpenApiOperation, status: number): void {
  const documented = Object.keys(op.responses).includes(String(status));
  if (UNDOCUMENTED_REFUSALS[op.operationId] === status) {
    expect(documented, `${operationLabel(op)}: ${status} is now documented; delete its UNDOCUMENTED_REFUSALS entry`).toBe(false);
  } else {
    expect(documented, `${operationLabel(op)}: answered ${status}, documented ${Object.keys(op.responses).join(', ')}`).toBe(true);
  }
}

/** The first example the documented JSON body schema carries (zod `.meta({ examples })`), if any. */
function documentedBodyExample(op: OpenApiOperation): unknown {
  const schema = op.request?.bodyContentType ? undefined : op.request?.body;
  const examples = schema ? z.globalRegistry.get(schema)?.examples : undefined;
  return Array.isArray(examples) ? examples[0] : undefined;
}

/** The request to send: the table's entry, its body otherwise the documented example. */
function exampleOf(op: OpenApiOperation): Example {
  const documented = documentedBodyExample(op);
  // A HEAD is sent as its GET.
  return { ...(documented === undefined ? {} : { json: documented }), ...EXAMPLES[op.operationId.replace(/Head$/, '')] };
}

const byOperationId = new Map(ALL_OPERATIONS.map((op) => [op.operationId, op]));

/** Reads first, then creates and updates, then deletes (each on its own row of the world). */
function phase(op: OpenApiOperation): number {
  const method = op.method.toUpperCase();
  return method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1;
}
const ORDERED = [...ALL_OPERATIONS].sort((a, b) => phase(a) - phase(b));
const AUTHENTICATED = ALL_OPERATIONS.filter((op) => op.auth === 'api_key');
const JSON_BODY = ALL_OPERATIONS.filter((op) => op.request?.body && !op.request.bodyContentType);

/** A body, or a query or headers that cannot be left out: the operation needs an example. */
function needsExample(op: OpenApiOperation): boolean {
  const request = op.request;
  if (!request) return false;
  return Boolean(request.body || request.bodyContentType) || request.query?.safeParse({}).success === false || request.headers?.safeParse({}).success === false;
}

function providesExample(op: OpenApiOperation, example: Example | undefined): boolean {
  const request = op.request!;
  return (
    (!(request.body || request.bodyContentType) || example?.json !== undefined || example?.form !== undefined || example?.urlencoded !== undefined) &&
    (request.query?.safeParse({}).success !== false || example?.query !== undefined) &&
    (request.headers?.safeParse({}).success !== false || example?.headers !== undefined)
  );
}

/** Why a part of an example does not satisfy the documented request schema ([] when it does). */
function requestIssues(part: string, schema: z.ZodType | undefined, value: unknown): string[] {
  if (!schema) return [`${part}: the operation documents none`];
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : issueList(parsed.error.issues).map((issue) => `${part}.${issue}`);
}

function url(op: OpenApiOperation, world: ContractWorld, query?: Readonly<Record<string, string>>): string {
  const path = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(pathParameter(world, op, name)));
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${op.serverUrl === REDIRECT_BASE_URL ? '' : '/v1'}${path}${search}`;
}

async function send(op: OpenApiOperation, world: ContractWorld, example: Example, options: { key?: TestKey; json?: unknown } = {}): Promise<Response> {
  const json = 'json' in options ? options.json : example.json;
  return t.request(url(op, world, example.query), {
    method: op.method.toUpperCase(),
    key: options.key,
    ...(example.headers ? { headers: example.headers } : {}),
    ...(json !== undefined ? { json } : {}),
    ...(example.form ? { body: await example.form() } : {}),
    ...(example.urlencoded ? { headers: { ...example.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(example.urlencoded).toString() } : {}),
  });
}

let world: ContractWorld;
beforeAll(async () => {
  world = await buildContractWorld(t);
}, 60_000);

describe('the example table', () => {
  it('has an example for every operation that takes a body or a required query', () => {
    const missing = ALL_OPERATIONS.filter((op) => needsExample(op) && !providesExample(op, exampleOf(op)));
    expect(missing.map(operationLabel), 'add an example for each to EXAMPLES in route-contract.test.ts').toEqual([]);
  });

  it('runs each operation once: operation ids are unique', () => {
    const ids = ALL_OPERATIONS.map((op) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index), 'operations listed twice (a DELETE would run twice)').toEqual([]);
  });

  it('names only existing operations', () => {
    const unknown = Object.keys(EXAMPLES).filter((operationId) => !byOperationId.has(operationId));
    expect(unknown, 'EXAMPLES entries of no operation').toEqual([]);
  });

  it.each(ALL_OPERATIONS.map((op) => [operationLabel(op), op] as const))('the example of %s satisfies the documented request', (_, op) => {
    const example = exampleOf(op);
    const problems = [
      ...(example.json === undefined ? [] : requestIssues('body', op.request?.body, example.json)),
      ...(example.query === undefined ? [] : requestIssues('query', op.request?.query, example.query)),
      ...(example.headers === undefined ? [] : requestIssues('headers', op.request?.headers, example.headers)),
    ];
    expect(problems).toEqual([]);
    if (example.form) expect(op.request?.bodyContentType, 'a form for an operation without an upload').toBe('multipart/form-data');
    if (example.urlencoded) expect(op.request?.bodyContentType, 'a urlencoded form for an operation without one').toBe('application/x-www-form-urlencoded');
    if (example.status !== undefined) expect(Object.keys(op.responses), 'the example status').toContain(String(example.status));
  });

  it('knows mismatches only of existing operations and documented statuses', () => {
    for (const [operationId, mismatch] of Object.entries(KNOWN_MISMATCHES)) {
      expect(Object.keys(byOperationId.get(operationId)?.responses ?? {}), operationId).toContain(String(mismatch.status));
    }
    for (const operationId of Object.keys(UNDOCUMENTED_REFUSALS)) expect(byOperationId.has(operationId), operationId).toBe(true);
  });
});

describe('without a key', () => {
  it.each(AUTHENTICATED.map((op) => [operationLabel(op), op] as const))('%s is 401 with a problem document', async (_, op) => {
    const res = await send(op, world, exampleOf(op));
    expect(res.status).toBe(401);
    expect(mediaType(res)).toBe('application/problem+json');
    const parsed = problemSchema.safeParse(await res.json());
    expect(parsed.success ? [] : issueList(parsed.error.issues)).toEqual([]);
  });
});

/**
 * Operations whose answer is the judgement of their body (dpp.md: POST /dpp/validate and
 * /dpp/{id}/validate-update answer 200 `{ valid, errors, … }`, storing nothing): an invalid
 * body is 200 with `valid: false` and the field in `errors`.
 */
const BODY_JUDGED_IN_ANSWER: ReadonlySet<string> = new Set(['validatePassport', 'validatePassportUpdate']);

describe('an invalid body', () => {
  // The example with its first field replaced by a value no field of ours accepts (an object).
  it.each(JSON_BODY.map((op) => [operationLabel(op), op] as const))('%s is 400 or 422 naming the field', async (_, op) => {
    const example = exampleOf(op);
    const field = Object.keys((example?.json ?? {}) as object)[0];
    expect(field, `${op.operationId}: an example with at least one field`).toBeDefined();
    // Without the example's headers: an Idempotency-Key would tie the later valid request to this one.
    const res = await send(op, world, { ...example!, headers: undefined }, { key: example!.key?.(world) ?? world.key, json: { ...(example!.json as object), [field!]: { not: 'valid' } } });
    if (BODY_JUDGED_IN_ANSWER.has(op.operationId)) {
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { valid: boolean; errors: { field: string }[] } };
      expect(data.valid).toBe(false);
      expect(data.errors.map((error) => error.field.split('.')[0])).toContain(field);
      return;
    }
    expect([400, 422]).toContain(res.status);
    expectDocumentedRefusal(op, res.status);
    const problem = problemSchema.safeParse(await res.json());
    expect(problem.success ? [] : issueList(problem.error.issues), `${operationLabel(op)}: problem document`).toEqual([]);
    expect(problem.data?.errors?.map((error) => error.field.split('.')[0])).toContain(field);
  });
});

describe('an upload without its file', () => {
  const uploads = ALL_OPERATIONS.filter((op) => op.request?.bodyContentType === 'multipart/form-data');
  it.each(uploads.map((op) => [operationLabel(op), op] as const))('%s is 400 or 422 naming the field file', async (_, op) => {
    const form = new FormData();
    form.set('filename', 'nothing.pdf');
    const res = await t.request(url(op, world), { method: op.method.toUpperCase(), key: world.key, body: form });
    expect([400, 422]).toContain(res.status);
    expectDocumentedRefusal(op, res.status);
    const problem = problemSchema.safeParse(await res.json());
    expect(problem.success ? [] : issueList(problem.error.issues), `${operationLabel(op)}: problem document`).toEqual([]);
    expect(problem.data?.errors?.map((error) => error.field)).toContain('file');
  });
});

describe('each operation with a valid request', () => {
  it.each(ORDERED.map((op) => [operationLabel(op), op] as const))('%s answers as documented', async (_, op) => {
    const example = exampleOf(op);
    const key = op.auth === 'api_key' ? (example.key?.(world) ?? world.key) : undefined;
    const res = await send(op, world, example, { key });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const context = `${operationLabel(op)} answered ${res.status}: ${new TextDecoder().decode(bytes.slice(0, 600))}`;
    if (example.status !== undefined) expect(res.status, context).toBe(example.status);
    else expect(res.status >= 200 && res.status < 300, context).toBe(true);
    expectDocumentedAnswer(op, res, bytes, KNOWN_MISMATCHES[op.operationId]);
  });
});

describe('a short link of a dynamic code', () => {
  it('is the documented redirect', async () => {
    const op = byOperationId.get('followShortLink')!;
    const res = await t.request(`/${world.code.shortCode}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/contract');
    expectDocumentedAnswer(op, res, new Uint8Array(await res.arrayBuffer()));
  });
});
