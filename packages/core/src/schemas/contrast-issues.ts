import { z } from 'zod';
import type { ContrastIssue } from '../contrast-check';
import type { ScanMarginIssue } from '../scan-margin';

/**
 * The documented shape of one `meta.issues` entry (contract, "Contrast check"; a styled design's
 * scan margin). The types the checks return are `ContrastIssue` and `ScanMarginIssue`; the
 * assertions below keep this schema their exact mirror.
 */
export const contrastIssueSchema = z
  .object({
    code: z.enum(['low_contrast', 'low_brightness_difference', 'inverted_colors', 'transparent_background', 'logo_low_contrast', 'scan_margin_low']),
    severity: z.enum(['critical', 'warning']),
    field: z
      .string()
      .describe('The color at fault (`appearance.foreground_color`, `appearance.background_color`, `appearance.finder_color`, `appearance.gradient.colors[1]`), or `appearance` for `scan_margin_low`.'),
    message: z.string(),
    hints: z
      .union([
        z.object({ contrast_ratio: z.number(), brightness_difference: z.number() }),
        z.array(z.string()).describe('`scan_margin_low`: the simulated captures the design failed (`contrast-halved`, `dot-loss-15`, …).'),
      ])
      .optional(),
  })
  .meta({ id: 'ContrastIssue' });

type Documented = z.infer<typeof contrastIssueSchema>;
// Compile-time: every issue the checker can return is documented, and every documented code exists.
// The checks hand out read-only hint lists; a documented list is the same JSON.
type Readable = Omit<Documented, 'hints'> & { readonly hints?: Exclude<Documented['hints'], unknown[] | undefined> | readonly string[] };
const everyIssueIsDocumented = (issue: ContrastIssue | ScanMarginIssue): Readable => issue;
const everyCodeExists = (code: Documented['code']): (ContrastIssue | ScanMarginIssue)['code'] => code;
void everyIssueIsDocumented;
void everyCodeExists;
