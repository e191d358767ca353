/** GET /health (contract, System): public, `{ status }`. */
import { z } from 'zod';

export const healthSchema = z
  .object({ status: z.string().describe('`ok` when the service can serve requests.') })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof healthSchema>;
