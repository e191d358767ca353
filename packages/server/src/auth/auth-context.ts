import { can, type Action, type KeyKind, type Role } from '@quietzone/core';
import type { H3Event } from 'h3';
import { ApiError } from '../http/api-error';

/** The calling API key, as every authenticated handler sees it. */
export interface AuthContext {
  readonly keyId: string;
  readonly role: Role;
  readonly kind: KeyKind;
  readonly workspaceId: string;
  readonly organizationId: string;
}

declare module 'h3' {
  interface H3EventContext {
    /** The authenticated caller, set by the API middleware (create-app.ts) on every non-public route. */
    auth?: AuthContext;
  }
}

/** Each action as the end of "The role viewer may not …" in a 403. */
const ACTION_PHRASES: Readonly<Record<Action, string>> = {
  read_codes: 'read codes',
  read: 'read this resource',
  write: 'create or change resources',
  delete: 'delete resources',
  approve: 'approve or reject code revisions',
  manage_keys: 'manage API keys',
  manage_webhooks: 'manage webhooks',
  manage_workspace: 'manage the workspace',
  manage_organization: 'manage the organization',
  billing: 'manage billing',
};

/**
 * The caller, allowed to perform `action` (decided by core's `can`), or 403. Authentication
 * itself (401, rate limit) already ran in the app middleware for every non-public route.
 */
export function requireAuth(event: H3Event, action: Action): AuthContext {
  const auth = event.context.auth;
  if (!auth) throw new Error('requireAuth on a route registered as public');
  if (!can(auth.role, auth.kind, action)) {
    const reason = auth.kind === 'public' ? 'Public keys only read codes, their images and their scans; use a secret key.' : `The role ${auth.role} may not ${ACTION_PHRASES[action]}.`;
    throw new ApiError('forbidden', reason);
  }
  return auth;
}
