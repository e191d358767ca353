import type { RouteTable } from '../http/route';
import { accountRoutes } from './account';
import { apiKeyRoutes } from './api-keys';
import { healthRoutes } from './health';
import { auditLogRoutes } from './audit-logs';
import { codeImageRoutes } from './code-images';
import { codeLogoRoutes } from './code-logo';
import { codeRoutes } from './codes';
import { organizationRoutes } from './organizations';
import { shortLinkRoutes } from './short-links';
import { webhookRoutes } from './webhooks';
import { workspaceRoutes } from './workspaces';
import { commentRoutes } from './comments';
import { fileRoutes } from './files';
import { memberRoutes } from './members';
import { billingRoutes } from './billing';
import { scanRoutes } from './scans';
import { resolverRoutes } from './resolver';
import { passportImageRoutes } from './passport-images';
import { passportRoutes } from './passports';
import { passportImportRoutes } from './passport-import';
import { gs1IdentifierRoutes } from './gs1-identifiers';
import { passportStatsRoutes } from './passport-stats';
import { codeImportRoutes } from './code-import';
import { codeExportRoutes } from './code-export';
import { docsRoutes } from './docs';

/** Every route module of the API, mounted by createApp. Add a module here to serve it. */
export const ALL_ROUTES: readonly RouteTable[] = [healthRoutes, apiKeyRoutes, accountRoutes, organizationRoutes, workspaceRoutes, auditLogRoutes, codeRoutes, codeImageRoutes, codeLogoRoutes, shortLinkRoutes, commentRoutes, fileRoutes, memberRoutes, billingRoutes, webhookRoutes, scanRoutes, resolverRoutes, passportImageRoutes, passportRoutes, passportImportRoutes, gs1IdentifierRoutes, passportStatsRoutes, docsRoutes, codeImportRoutes, codeExportRoutes];
