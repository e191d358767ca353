import type { H3Event } from 'h3';
import { auditActor } from '../auth/audit-actor';
import type { AuthContext } from '../auth/auth-context';
import type { AuditActor } from '../audit-logs/store/write-audit';

/** Who changes codes, and where: the calling key, its tenant, and its audit identity. */
export interface CodeActor {
  readonly actor: AuditActor;
  readonly organizationId: string;
  readonly workspaceId: string;
  readonly keyId: string | null;
}

export function codeActor(event: H3Event, auth: AuthContext): CodeActor & { readonly keyId: string } {
  return { actor: auditActor(event, auth), organizationId: auth.organizationId, workspaceId: auth.workspaceId, keyId: auth.keyId };
}
