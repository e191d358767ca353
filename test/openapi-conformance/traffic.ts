import { LOCKED_CODE_PASSWORD, logoPng, PDF_BYTES, type ConformanceWorld } from './conformance-world';

/** One operation of the served document. */
export interface DocumentOperation {
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
  /** Its server: `{PUBLIC_URL}/v1`, or PUBLIC_URL for routes at the root. */
  readonly serverUrl: string;
  readonly keyed: boolean;
  readonly statuses: readonly string[];
  readonly responses: Readonly<Record<string, { readonly description: string }>>;
  readonly jsonBody: boolean;
}

/** One request of the traffic, and the answer it is meant to get. */
export interface Call {
  readonly operation: DocumentOperation;
  /** What the call shows, for the report. */
  readonly label: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** A bearer key; none for public operations and for the 401 of a missing key. */
  readonly key?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: { readonly contentType: string; readonly bytes: Uint8Array; readonly parsed: unknown };
  readonly status: number;
  /**
   * Why this request breaks the document on purpose (no key, an invalid body): Prism's findings
   * on the request are expected; its findings on the answer still fail the run.
   */
  readonly breaksRequest?: string;
}

function json(value: unknown): Call['body'] {
  return { contentType: 'application/json', bytes: new TextEncoder().encode(JSON.stringify(value)), parsed: value };
}

function urlencoded(fields: Record<string, string>): Call['body'] {
  const text = new URLSearchParams(fields).toString();
  return { contentType: 'application/x-www-form-urlencoded', bytes: new TextEncoder().encode(text), parsed: text };
}

/** A multipart body: its bytes as a browser would send them, and as text for Prism's validator. */
async function multipart(form: FormData): Promise<Call['body']> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return { contentType: encoded.headers.get('content-type')!, bytes, parsed: Buffer.from(bytes).toString('latin1') };
}

function fileForm(name: string, bytes: Uint8Array, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return form;
}

/** A valid request of an operation beyond its path: body, query, headers, caller, status. */
interface Example {
  readonly body?: () => Promise<Call['body']> | Call['body'];
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly key?: (world: ConformanceWorld) => string;
  readonly status?: number;
}

const battery = {
  gtin: '09506000134352',
  lot: 'CONFORMANCE-1',
  category: 'battery',
  product_name: 'LMT battery pack',
  manufacturer: { name: 'ACME Cells GmbH', address: 'Werkstr. 1, 10115 Berlin', country: 'DE' },
  attributes: { battery_category: 'lmt', chemistry: 'LiFePO4', rated_capacity_ah: 20, nominal_voltage_v: 48, substances_of_concern: [] },
  documents: [{ type: 'declaration_of_conformity', url: 'https://example.com/doc.pdf', language: 'en' }],
  links: [{ link_type: 'gs1:pip', url: 'https://example.com/pack', title: 'Pack', default: true }],
};

const EXAMPLES: Readonly<Record<string, Example>> = {
  getMetrics: { headers: { authorization: 'Bearer conformance-metrics-token-0123456789' } },
  createApiKey: { body: () => json({ name: 'CI deploy', role: 'contributor', expires_at: '2099-01-01T00:00:00Z' }) },
  createOrganization: { body: () => json({ name: 'Conformance GmbH', slug: 'conformance-gmbh', billing_email: 'billing@example.com' }) },
  updateOrganization: { body: () => json({ name: 'Renamed GmbH', billing_email: null }) },
  deleteOrganization: { key: (world) => world.doomedOrganization.key },
  createWorkspace: { body: () => json({ name: 'Spring campaign', slug: 'spring-campaign', default_locale: 'en' }) },
  updateWorkspace: { body: () => json({ name: 'Main workspace', primary_color: '#336699' }) },
  deleteAccount: { body: () => json({ confirm: 'doomed-account' }), key: (world) => world.doomedAccount.key },
  createCode: { body: () => json({ url: 'https://example.com/spring', type: 'url', title: 'Spring menu', tags: ['print'] }), headers: { 'Idempotency-Key': '0f8fad5b-d9cb-469f-a165-70867728950e' } },
  createCodesBatch: { body: () => json({ items: [{ type: 'url', url: 'https://example.com/a' }, { type: 'wifi', wifi_ssid: 'Cafe', wifi_password: 'espresso1' }] }) },
  updateCode: { body: () => json({ title: 'Summer menu', notes: 'Reprint in June.' }) },
  approveCodeRevision: { body: () => json({ comment: 'Checked the new expiry.' }) },
  rejectCodeRevision: { body: () => json({ comment: 'Not before the launch.' }) },
  listCodes: { query: { limit: '5' } },
  uploadCodeLogo: { body: () => multipart(fileForm('logo.png', logoPng(), 'image/png')) },
  importCodes: { status: 201, body: () => multipart(fileForm('codes.csv', new TextEncoder().encode('type,url,title,tags\r\nurl,https://example.com/imported,Imported,print;menu\r\n'), 'text/csv')) },
  createExport: { body: () => json({ filter: { status: ['live'] }, formats: ['svg', 'pdf'], options: { module_mm: 0.5 } }) },
  createCodeComment: { body: () => json({ body: 'Needs a bigger quiet zone.', author_name: 'Ada' }) },
  updateCodeComment: { body: () => json({ resolved: true }) },
  uploadFile: { body: () => multipart(fileForm('price-list.pdf', PDF_BYTES, 'application/pdf', { visibility: 'private' })) },
  updateFile: { body: () => json({ filename: 'menu-2027.pdf', visibility: 'public' }) },
  inviteMember: { body: () => json({ email: 'carol@example.com', name: 'Carol', role: 'viewer' }) },
  createWebhook: { body: () => json({ url: 'https://127.0.0.1:8443/hooks', secret: 'conformance-example-secret', events: ['qr.created', 'qr.scanned'] }) },
  updateWebhook: { body: () => json({ events: ['qr.updated'], is_active: true }) },
  getCodeStats: { query: { days: '7', include_bots: 'true' } },
  // No payment provider is configured: the documented 501.
  createBillingCheckout: { status: 501 },
  getBillingPortal: { status: 501 },
  createPassport: { body: () => json(battery), headers: { 'Idempotency-Key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' } },
  validatePassport: { body: () => json({ gtin: '4006381333931', product_name: 'Drill', category: 'electronics', attributes: { repairability_score: 7.5 } }) },
  updatePassport: { body: () => json({ description: 'Cordless drill, 18 V.', attributes: { country_of_manufacture: 'DE' } }) },
  validatePassportUpdate: { body: () => json({ status: 'archived' }) },
  importPassports: { status: 201, body: () => json({ rows: [{ gtin: '09506000134352', lot: 'CONFORMANCE-IMPORT', category: 'generic', product_name: 'Imported kettle', manufacturer: { name: 'ACME' } }] }) },
  listGs1Identifiers: { query: { uri: 'https://id.example.com/01/09506000134352/10/ABC/21/123' } },
  // The static code's short link: its content page.
  unlockShortLink: { body: () => urlencoded({ password: LOCKED_CODE_PASSWORD }) },
  redirectPassportPath: { status: 301 },
  // The workspace's domain is pending (no DNS record here): not a name the proxy may serve.
  isDomainAllowed: { query: { domain: 'qr.conformance.example' }, status: 404 },
  // The passport's labels: a GS1 DataMatrix of its element string, a 10 mm rMQR.
  getPassportLabelPng: { query: { content: 'element-string' } },
  getPassportLabelPdf: { query: { symbol: 'rmqr', height_mm: '10', module_mm: '0.5' } },
};

/** A path parameter's value in the world; a DELETE gets the resource's doomed row. */
function parameter(world: ConformanceWorld, operation: DocumentOperation, name: string): string {
  const destructive = operation.method === 'delete';
  const resource = operation.path.split('/')[1];
  const byName: Record<string, string> = {
    code: world.code.shortCode,
    shortCode: world.staticCode.shortCode,
    commentId: destructive ? world.doomedCommentId : world.commentId,
    revisionId: operation.operationId === 'rejectCodeRevision' ? world.revisions.toReject : world.revisions.toApprove,
    filename: world.file.filename,
    gtin: world.passport.gtin,
    serial: 'S1',
    category: 'battery',
    slug: 'not-found',
    ai1: '22',
    value1: 'RED',
    ai2: '10',
    value2: 'L1',
    ai3: '21',
    value3: 'S1',
  };
  if (name !== 'id') {
    const value = byName[name];
    if (value === undefined) throw new Error(`traffic: no value for {${name}} of ${operation.operationId}; add one`);
    return value;
  }
  switch (resource) {
    case 'codes':
      if (operation.path.startsWith('/codes/{id}/logo')) return world.logoCodeId;
      return destructive && operation.path === '/codes/{id}' ? world.doomedCodeId : world.code.id;
    case 'files':
      return destructive ? world.doomedFileId : world.file.id;
    case 'webhooks':
      return destructive ? world.doomedWebhookId : world.webhookId;
    case 'members':
      return destructive ? world.doomedMemberId : world.memberId;
    case 'api-keys':
      return destructive ? world.doomedKeyId : world.adminKeyId;
    case 'workspaces':
      return destructive ? world.doomedWorkspaceId : world.workspaceId;
    case 'organizations':
      return destructive ? world.doomedOrganization.id : world.organizationId;
    case 'dpp':
      return destructive ? world.doomedPassportId : world.passport.id;
    case 'exports':
      return world.exportId;
  }
  throw new Error(`traffic: no {id} for ${operation.operationId}; add one`);
}

function fill(world: ConformanceWorld, operation: DocumentOperation, overrides: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(overrides[name] ?? parameter(world, operation, name)));
}

/** The one success an operation declares, or the example's status. */
function successStatus(operation: DocumentOperation, example: Example | undefined): number {
  if (example?.status !== undefined) return example.status;
  const successes = operation.statuses.filter((status) => /^[23]/.test(status));
  return Number(successes[0]);
}

function phase(call: Call): number {
  const method = call.operation.method;
  const destructive = method === 'delete' || call.operation.operationId === 'deleteAccount';
  // Refusals first (they change nothing), then reads, writes, and deletes last.
  if (call.status >= 400) return 0;
  return method === 'get' || method === 'head' ? 1 : destructive ? 3 : 2;
}

/**
 * The traffic: every operation once as a client would call it, and, where the document
 * declares refusals, at least one of them — no key (401), a public key (403), an unknown id
 * (404), an invalid body (400/422) — plus the pages, redirects and refusals of the public routes.
 */
export async function trafficFor(world: ConformanceWorld, operations: readonly DocumentOperation[]): Promise<Call[]> {
  const calls: Call[] = [];
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const op = (operationId: string) => {
    const found = byId.get(operationId);
    if (!found) throw new Error(`traffic: the document has no operation ${operationId}`);
    return found;
  };

  for (const operation of operations) {
    // A HEAD is sent as its GET.
    const example = EXAMPLES[operation.operationId.replace(/Head$/, '')];
    const key = operation.keyed ? (example?.key?.(world) ?? world.adminKey) : undefined;
    const body = await example?.body?.();
    calls.push({ operation, label: 'as a client calls it', path: fill(world, operation), query: example?.query, headers: example?.headers, key, body, status: successStatus(operation, example) });

    if (operation.keyed) {
      calls.push({ operation, label: 'without a key', path: fill(world, operation), query: example?.query, body, status: 401, breaksRequest: 'no Authorization header' });
      if (/^Needs a secret key/.test(operation.responses['403']?.description ?? '')) {
        calls.push({ operation, label: 'with a public key', path: fill(world, operation), query: example?.query, key: world.publicKey, body, status: 403 });
      }
      if (operation.path.includes('{id}') && operation.responses['404'] && !['deleteOrganization', 'updateOrganization'].includes(operation.operationId)) {
        // Without the example's headers: an Idempotency-Key would tie the later valid request to this one.
        calls.push({ operation, label: 'an unknown id', path: fill(world, operation, { id: 'zz_unknown' }), query: example?.query, key, body, status: 404 });
      }
      if (operation.jsonBody && body && !['validatePassport', 'validatePassportUpdate'].includes(operation.operationId)) {
        const valid = body.parsed as Record<string, unknown>;
        const field = Object.keys(valid)[0]!;
        const invalid = { ...valid, [field]: { not: 'valid' } };
        calls.push({ operation, label: `an invalid ${field}`, path: fill(world, operation), query: example?.query, key, body: json(invalid), status: operation.responses['422'] ? 422 : 400, breaksRequest: `${field} is an object` });
      }
    }
  }

  // The public routes' own answers.
  const html = { accept: 'text/html,application/xhtml+xml' };
  const gtin = world.passport.gtin;
  const resolver = op('resolveDigitalLink');
  calls.push(
    { operation: op('createCode'), label: 'a body over 1 MB', path: '/codes', key: world.adminKey, body: json({ type: 'text', text: 'x'.repeat(1_100_000) }), status: 413, breaksRequest: 'text over its maximum length' },
    { operation: op('unlockShortLink'), label: 'a form over 2 KB', path: `/${world.lockedCode.shortCode}`, body: urlencoded({ password: 'x'.repeat(3000) }), status: 413 },
    { operation: op('getMetrics'), label: 'without the token', path: '/metrics', status: 401, breaksRequest: 'no Authorization header' },
    { operation: op('followShortLink'), label: 'a redirecting code', path: `/${world.code.shortCode}`, status: 302 },
    { operation: op('followShortLink'), label: 'a password form', path: `/${world.lockedCode.shortCode}`, headers: html, status: 200 },
    { operation: op('followShortLink'), label: 'an unknown code', path: '/zzunknown', status: 404 },
    { operation: op('followShortLink'), label: 'an unknown code, from a browser', path: '/zzunknown', headers: html, status: 404 },
    { operation: op('unlockShortLink'), label: 'the right password', path: `/${world.lockedCode.shortCode}`, body: urlencoded({ password: LOCKED_CODE_PASSWORD }), status: 303 },
    { operation: op('unlockShortLink'), label: 'a wrong password', path: `/${world.lockedCode.shortCode}`, body: urlencoded({ password: 'wrong' }), status: 403 },
    { operation: op('unlockShortLink'), label: 'not a form', path: `/${world.lockedCode.shortCode}`, body: json({ password: 'x' }), status: 415, breaksRequest: 'a JSON body' },
    { operation: op('unlockShortLink'), label: 'an unknown code', path: '/zzunknown', body: urlencoded({ password: 'x' }), status: 404 },
    { operation: op('getPassportLabelSvg'), label: 'an unknown passport', path: '/dpp/dpp_unknown/label.svg', status: 404 },
    { operation: op('getPassportLabelPng'), label: 'an unknown passport', path: '/dpp/dpp_unknown/label.png', status: 404 },
    { operation: op('getPassportLabelPdf'), label: 'an unknown passport', path: '/dpp/dpp_unknown/label.pdf', status: 404 },
    { operation: op('getPassportLabelEps'), label: 'an unknown passport', path: '/dpp/dpp_unknown/label.eps', status: 404 },
    { operation: op('getPublicFile'), label: 'an unknown file', path: `/files/zz_unknown/${world.file.filename}`, status: 404 },
    { operation: op('getErrorType'), label: 'an unknown slug', path: '/docs/errors/zz-unknown', status: 404, breaksRequest: 'a slug outside the enum' },
    { operation: op('getErrorType'), label: 'an unknown slug, from a browser', path: '/docs/errors/zz-unknown', headers: html, status: 404, breaksRequest: 'a slug outside the enum' },
    { operation: op('getPublicFile'), label: 'an unknown file, from a browser', path: `/files/zz_unknown/${world.file.filename}`, headers: html, status: 404 },
    { operation: resolver, label: 'a bad check digit, from a browser', path: '/01/09506000134353', headers: html, status: 400 },
    { operation: op('redirectPassportPath'), label: 'a bad check digit', path: '/dpp/09506000134353/S1', status: 400 },
    { operation: op('getPassportImportTemplate'), label: 'as XLSX', path: '/dpp/import/templates/battery', query: { format: 'xlsx' }, key: world.adminKey, status: 200 },
    { operation: resolver, label: 'JSON', path: `/01/${gtin}`, status: 200 },
    { operation: resolver, label: 'the HTML page', path: `/01/${gtin}`, headers: html, status: 200 },
    { operation: resolver, label: 'JSON-LD', path: `/01/${gtin}`, headers: { accept: 'application/ld+json' }, status: 200 },
    { operation: resolver, label: 'the linkset', path: `/01/${gtin}`, headers: { accept: 'application/linkset+json' }, status: 200 },
    { operation: resolver, label: 'linkType=all', path: `/01/${gtin}`, query: { linkType: 'all' }, status: 200 },
    { operation: resolver, label: 'linkType=gs1:pip', path: `/01/${gtin}`, query: { linkType: 'gs1:pip' }, status: 307 },
    { operation: resolver, label: 'a GTIN-13', path: `/01/${gtin.slice(1)}`, status: 301 },
    { operation: resolver, label: 'a bad check digit', path: '/01/09506000134353', status: 400 },
    { operation: resolver, label: 'an unknown GTIN', path: '/01/04006381333931', status: 404 },
    { operation: resolver, label: 'an unknown GTIN, from a browser', path: '/01/04006381333931', headers: html, status: 404 },
    { operation: op('resolveDigitalLinkWithQualifier'), label: 'an unknown qualifier', path: `/01/${gtin}/99/X`, status: 400 },
    { operation: op('resolveDigitalLinkWithTwoQualifiers'), label: 'an unknown GTIN', path: '/01/04006381333931/10/L1/21/S1', status: 404 },
    { operation: op('resolveDigitalLinkWithThreeQualifiers'), label: 'out of order', path: `/01/${gtin}/21/S1/10/L1/22/RED`, status: 400 },
  );
  // The approval workflow's own refusals: a decided revision (409), a contributor deciding (403).
  for (const operationId of ['approveCodeRevision', 'rejectCodeRevision']) {
    const decision = op(operationId);
    const path = (revisionId: string) => fill(world, decision, { revisionId });
    calls.push(
      { operation: decision, label: 'a decided revision', path: path(world.revisions.decided), key: world.adminKey, body: json({}), status: 409 },
      { operation: decision, label: 'an unknown revision', path: path('rev_unknown'), key: world.adminKey, body: json({}), status: 404 },
      { operation: decision, label: 'by a contributor', path: path(world.revisions.toApprove), key: world.contributorKey, body: json({}), status: 403 },
    );
  }
  for (const operation of operations.filter((candidate) => /^get(Code|Passport)Image/.test(candidate.operationId))) {
    calls.push({ operation, label: 'an unknown code', path: operation.path.replace(/\{\w+\}/, 'zzunknown'), status: 404 });
  }
  // Every refusal of a GET at the root, and a redirect, once more as HEAD.
  for (const call of [...calls]) {
    const head = byId.get(`${call.operation.operationId}Head`);
    if (head && (call.status >= 300 || call.operation.operationId === 'followShortLink')) calls.push({ ...call, operation: head, label: `${call.label}, HEAD` });
  }
  return calls.sort((a, b) => phase(a) - phase(b));
}
