import { listQuerySchema } from '@quietzone/core';
import { z } from 'zod';

/**
 * GET /workspaces query. Archived workspaces are hidden unless asked for: they take no new
 * work and their keys no longer authenticate, but their records (and slugs) remain.
 */
export const listWorkspacesQuerySchema = listQuerySchema.extend({
  status: z
    .enum(['active', 'archived', 'all'])
    .default('active')
    .describe('active (default): live workspaces; archived: archived ones only; all: both.'),
});
