/**
 * GET /account (contract, API keys and account: "account information", body not shown). We
 * answer with who is calling: the key itself and the workspace and organization it acts in.
 */
import { z } from 'zod';
import { apiKeySchema } from './api-keys';
import { organizationSchema } from './organizations';
import { workspaceSchema } from './workspaces';

export const accountSchema = z
  .object({
    api_key: apiKeySchema.describe('The calling key.'),
    organization: organizationSchema,
    workspace: workspaceSchema,
  })
  .meta({ id: 'Account' });

export type Account = z.infer<typeof accountSchema>;
