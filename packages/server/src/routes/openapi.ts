import type { RouteModule } from '../http/router';
import { openApiDocument } from '../openapi/openapi-document';

export const openApiRoutes: RouteModule = (router) => {
  // GET /v1/openapi.json – the machine-readable API description (contract, Versioning rule 4), public
  router.get('/openapi.json', (_event, { config }) => openApiDocument(config), { public: true });
};
