// Plain ESM, as a user would write it: the typed client against the packed server, as its README shows.
import { createQuietzoneClient, QuietzoneProblem } from '@quietzone/client';

const [baseUrl, apiKey] = process.argv.slice(2);
const qz = createQuietzoneClient({ baseUrl, apiKey });
const check = (ok, message) => {
  if (!ok) throw new Error(`client: ${message}`);
};

const code = await qz.post('/codes', { body: { url: 'https://example.com/from-the-client' } });
check(code.url === 'https://example.com/from-the-client' && code.short_code, `POST /codes answered ${JSON.stringify(code)}`);
const read = await qz.get('/codes/{id}', { params: { path: { id: code.id } } });
check(read.short_code === code.short_code, 'GET /codes/{id} is another code');

// One code per page: the client follows the cursors over every page.
const listed = [];
for await (const each of qz.paginate('/codes', { params: { query: { limit: 1 } } })) listed.push(each.id);
check(listed.length >= 2 && listed.includes(code.id) && new Set(listed).size === listed.length, `paginate listed ${listed.join(', ')}`);

let problem;
try {
  await qz.get('/codes/{id}', { params: { path: { id: 'qr_missing' } } });
} catch (error) {
  problem = error;
}
check(problem instanceof QuietzoneProblem && problem.status === 404, `an unknown code threw ${problem}`);
// The problem's type is a page of the server's docs.
const page = await fetch(problem.type);
check(page.status === 200 && page.headers.get('content-type')?.startsWith('text/html'), `${problem.type} answered ${page.status}`);
console.log(`client esm: created ${code.short_code}, listed ${listed.length} codes page by page, 404 → ${problem.type}`);
