/**
 * The other link controls on dynamic url codes and landing pages: a password and
 * the scan limits. Field shapes only; which codes may carry them, hashing and counting are the
 * server's.
 */
import { z } from 'zod';
import { dateTimeInputSchema } from '../schemas/common';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** PostgreSQL `integer`: a limit the database column holds whatever its type. */
export const MAX_SCAN_LIMIT = 2_147_483_647;

/**
 * Counted in characters (code points), as a person counts them, not UTF-16 units; taken as
 * typed (no trimming: a space can be part of a password).
 */
export const codePasswordSchema = z
  .string()
  .refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .refine((value) => [...value].length <= MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .describe(
    `Password a visitor must enter before the redirect or landing page, ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters; stored as a hash, never returned (\`has_password\` shows it).`,
  );

export const maxScansSchema = z
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_SCAN_LIMIT, `must be at most ${MAX_SCAN_LIMIT}`)
  .describe('After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code.');

export const activeFromSchema = dateTimeInputSchema.describe('Before this instant the short link answers 404 "not active yet".');
