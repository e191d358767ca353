import type { Db } from '../../db/db';

export interface NewEventRow {
  readonly id: string;
  readonly organizationId: string;
  readonly workspaceId: string | null;
  readonly type: string;
  /** Stored as jsonb. */
  readonly data: unknown;
  readonly createdAt: string;
}

/** Writes events to the `events` outbox: one statement for any number. */
export async function insertEvents(db: Db, events: readonly NewEventRow[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO events (id, organization_id, workspace_id, type, data, created_at)
     SELECT id, organization_id, workspace_id, type, data, created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, organization_id text, workspace_id text, type text, data jsonb, created_at timestamptz)`,
    [
      JSON.stringify(
        events.map((event) => ({
          id: event.id,
          organization_id: event.organizationId,
          workspace_id: event.workspaceId,
          type: event.type,
          data: event.data,
          created_at: event.createdAt,
        })),
      ),
    ],
  );
}
