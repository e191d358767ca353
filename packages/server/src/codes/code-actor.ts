import type { KeyKind, Role } from '@quietzone/core';
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
  /** The calling key's role and kind, which decide whether its changes wait for approval; absent for the service itself (applies directly). */
  readonly role?: Role;
  readonly kind?: KeyKind;
}

export function codeActor(event: H3Event, auth: AuthContext): CodeActor & { readonly keyId: string } {
  return { actor: auditActor(event, auth), organizationId: auth.organizationId, workspaceId: auth.workspaceId, keyId: auth.keyId, role: auth.role, kind: auth.kind };
}
