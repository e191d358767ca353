/**
 * Roles, key kinds and the one permission decision (DESIGN.md "Roles" and "Keys"). Every
 * permission check in the server goes through {@link can}; nothing else decides rights.
 */

export const ROLES = ['viewer', 'contributor', 'ws_admin', 'org_admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * `svc_sk_…` secret keys act with their role; `svc_pk_…` public keys only read codes, their
 * images and their scans, since a public key ships inside web pages and apps.
 */
export const KEY_KINDS = ['secret', 'public'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

/**
 * - read_codes: see the workspace's codes, their scans and statistics.
 * - read: see the rest of the workspace (files, comments, members, webhooks, audit log,
 *   account, organization, workspaces).
 * - write: create and edit codes, files, DPPs, comments.
 * - delete: delete anything in the workspace (codes, comments of others, webhooks…).
 * - approve: approve or reject the code revisions of the approval workflow; a key that may
 *   approve has its own code changes applied directly.
 * - manage_keys: list, create and revoke API keys.
 * - manage_webhooks: create, change and delete webhooks.
 * - manage_workspace: change the settings of the key's own workspace.
 * - manage_organization: change the organization, create and archive its workspaces.
 * - billing: checkout and portal.
 */
export const ACTIONS = [
  'read_codes',
  'read',
  'write',
  'delete',
  'approve',
  'manage_keys',
  'manage_webhooks',
  'manage_workspace',
  'manage_organization',
  'billing',
] as const;
export type Action = (typeof ACTIONS)[number];

const ROLE_ACTIONS: Readonly<Record<Role, ReadonlySet<Action>>> = {
  viewer: new Set(['read_codes', 'read']),
  contributor: new Set(['read_codes', 'read', 'write']),
  ws_admin: new Set(['read_codes', 'read', 'write', 'delete', 'approve', 'manage_keys', 'manage_webhooks', 'manage_workspace']),
  org_admin: new Set(ACTIONS),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isKeyKind(value: unknown): value is KeyKind {
  return typeof value === 'string' && (KEY_KINDS as readonly string[]).includes(value);
}

/**
 * A public key is meant to ship inside a web page or an app, so anyone may hold it: whatever
 * its role it reads only codes and their scan figures, what such a page shows. Private files,
 * member e-mails, webhook URLs, comments and the audit log stay with secret keys.
 */
const PUBLIC_KEY_ACTIONS: ReadonlySet<Action> = new Set(['read_codes']);

export function can(role: Role, kind: KeyKind, action: Action): boolean {
  if (kind === 'public' && !PUBLIC_KEY_ACTIONS.has(action)) return false;
  return ROLE_ACTIONS[role].has(action);
}

/** viewer < contributor < ws_admin < org_admin. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** A key may hand out its own role or a lower one, never a higher one. */
export function canGrantRole(granter: Role, granted: Role): boolean {
  return roleRank(granted) <= roleRank(granter);
}
