import type { Role } from '@quietzone/core';
import type { Db } from '../../db/db';
import { queryPage, type Page, type PageRequest } from '../../db/query-page';
import { endLiveRow, findLiveRow, type SoftEndedTable } from '../../db/soft-ended-rows';

export type MemberRow = {
  id: string;
  organization_id: string;
  email: string;
  name: string | null;
  role: Role;
  status: 'invited' | 'active';
  invited_at: string | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, organization_id, email, name, role, status, invited_at, created_at, updated_at`;

/** Members of an organization; a removed one keeps its row (removed_at). */
const MEMBERS: SoftEndedTable<MemberRow> = { table: 'members', columns: COLUMNS, scope: 'organization_id', end: 'removed_at' };

/** The partial unique index on (organization_id, lower(email)) of current members (migration 0008). */
export const MEMBER_EMAIL_INDEX = 'members_organization_email_key';

/** The audited fields. */
export const MEMBER_FIELDS = ['email', 'name', 'role', 'status'] as const;

/** Current (not removed) members of the organization, newest first; `status` narrows. */
export function listMembers(db: Db, organizationId: string, status: string | undefined, page: PageRequest): Promise<Page<MemberRow>> {
  return queryPage<MemberRow>(
    db,
    {
      select: COLUMNS,
      from: 'members',
      where: `organization_id = $1 AND removed_at IS NULL AND ($2::text IS NULL OR status = $2)`,
      params: [organizationId, status ?? null],
    },
    page,
  );
}

export function findMember(db: Db, organizationId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<MemberRow | undefined> {
  return findLiveRow(db, MEMBERS, organizationId, id, options);
}

/** Members that count against max_members: invited and active ones, not removed ones. */
export async function countMembers(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*) AS count FROM members WHERE organization_id = $1 AND removed_at IS NULL`, [organizationId]);
  return Number(row?.count ?? 0);
}

export async function memberEmailTaken(db: Db, organizationId: string, email: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM members WHERE organization_id = $1 AND lower(email) = lower($2) AND removed_at IS NULL`, [organizationId, email]);
  return rows.length > 0;
}

export interface NewMember {
  readonly id: string;
  readonly organizationId: string;
  readonly email: string;
  readonly name: string | null;
  readonly role: Role;
  readonly at: string;
}

/** An invitation: status `invited`, invited_at now. */
export async function insertMember(tx: Db, member: NewMember): Promise<MemberRow> {
  const [row] = await tx.query<MemberRow>(
    `INSERT INTO members (id, organization_id, email, name, role, status, invited_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'invited', $6::timestamptz, $6::timestamptz, $6::timestamptz)
     RETURNING ${COLUMNS}`,
    [member.id, member.organizationId, member.email, member.name, member.role, member.at],
  );
  return row!;
}

/** Soft removal: the row stays for the audit trail and frees the address for a new invitation. */
export function removeMember(tx: Db, organizationId: string, id: string, at: string): Promise<MemberRow | undefined> {
  return endLiveRow(tx, MEMBERS, organizationId, id, at);
}
