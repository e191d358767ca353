import { z } from 'zod';
import type { ContrastIssue } from '../contrast-check';

/**
 * The documented shape of one `meta.issues` entry (contract, "Contrast check"). The type the
 * checker returns is `ContrastIssue`; the assertion below keeps this schema its exact mirror.
 */
export const contrastIssueSchema = z
  .object({
    code: z.enum(['low_contrast', 'low_brightness_difference', 'inverted_colors', 'transparent_background', 'logo_low_contrast']),
    severity: z.enum(['critical', 'warning']),
    field: z.string().describe('appearance.foreground_color or appearance.background_color.'),
    message: z.string(),
    hints: z.object({ contrast_ratio: z.number(), brightness_difference: z.number() }).optional(),
  })
  .meta({ id: 'ContrastIssue' });

type Documented = z.infer<typeof contrastIssueSchema>;
// Compile-time: every issue the checker can return is documented, and every documented code exists.
const everyIssueIsDocumented = (issue: ContrastIssue): Documented => issue;
const everyCodeExists = (code: Documented['code']): ContrastIssue['code'] => code;
void everyIssueIsDocumented;
void everyCodeExists;
