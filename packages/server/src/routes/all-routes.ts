import type { RouteModule } from '../http/router';
import { accountRoutes } from './account';
import { apiKeyRoutes } from './api-keys';
import { healthRoutes } from './health';

/** Every route module of the API, mounted by createApp. Add a module here to serve it. */
export const ALL_ROUTES: readonly RouteModule[] = [healthRoutes, apiKeyRoutes, accountRoutes];
