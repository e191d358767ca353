import type { KeyKind, Role } from '@quietzone/core';
import type { H3Event } from 'h3';
import { codeActor, type CodeActor } from '../codes/code-actor';
import type { AuthContext } from './auth-context';

/**
 * The calling key as the operations on keys, organizations, workspaces and members need it:
 * its tenant and audit identity (as for codes), and its role and kind, on which some of their
 * decisions depend (which roles it may grant, which workspaces it may change).
 */
export interface Caller extends CodeActor {
  readonly keyId: string;
  readonly role: Role;
  readonly kind: KeyKind;
}

export function caller(event: H3Event, auth: AuthContext): Caller {
  return { ...codeActor(event, auth), keyId: auth.keyId, role: auth.role, kind: auth.kind };
}
