// CommonJS require of the client: one call against the packed server.
const { createQuietzoneClient } = require('@quietzone/client');

const [baseUrl, apiKey] = process.argv.slice(2);
createQuietzoneClient({ baseUrl, apiKey })
  .get('/health')
  .then((health) => {
    if (health.status !== 'ok') throw new Error(`client cjs: GET /health answered ${JSON.stringify(health)}`);
    console.log(`client cjs: health ${health.status}, version ${health.version}`);
  });
