/** GET /health and GET /health/ready (contract, System): public, `{ status, version }`. */
import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.string().describe('`ok`: the process answers (liveness), or, on /health/ready, the database answers too.'),
    version: z.string().describe('Version of the server package.'),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
