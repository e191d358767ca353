import type { Db } from '../../db/db';

/** Stores `salt` as the salt of `day` (YYYY-MM-DD) unless the day has one already. */
export async function insertScanSalt(db: Db, day: string, salt: string): Promise<void> {
  await db.query(`INSERT INTO scan_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING`, [day, salt]);
}

export async function findScanSalt(db: Db, day: string): Promise<string | undefined> {
  const [row] = await db.query<{ salt: string }>(`SELECT salt FROM scan_salts WHERE day = $1::date`, [day]);
  return row?.salt;
}

/** Deletes the salts of the days before the day before `day`. */
export async function deleteScanSaltsBeforeYesterday(db: Db, day: string): Promise<void> {
  await db.query(`DELETE FROM scan_salts WHERE day < $1::date - 1`, [day]);
}
