import type { H3Event } from 'h3';
import { requestId } from '../http/request-state';
import type { AuditActor } from '../audit-logs/store/write-audit';
import type { AuthContext } from './auth-context';

/** The calling key as the actor of audit entries. */
export function auditActor(event: H3Event, auth: AuthContext): AuditActor {
  return { type: 'api_key', id: auth.keyId, organizationId: auth.organizationId, workspaceId: auth.workspaceId, requestId: requestId(event) };
}
