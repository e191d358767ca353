import { isStyled, scanFailureMessage, scanMarginIssue, type ErrorCorrection, type ScanMarginIssue, type StoredAppearance } from '@quietzone/core';
import type { AppContext } from '../../app/app-context';
import { ApiError } from '../../http/api-error';
import { codeImageContent, type CodeContentRow } from '../images/code-image-content';
import { styleRenderOptions } from '../code-appearance';
import { readLogoBytes } from '../store/code-images';
import type { ScanCheckTask } from './scan-check-worker';

/** What a styled code's image draws, as the scan check renders it, and a key of it to see it change. */
export interface CodeDesign {
  readonly content: string;
  readonly ecc: ErrorCorrection;
  readonly appearance: StoredAppearance;
  readonly logoFileId: string | null;
  readonly key: string;
}

/**
 * The design of a code with `appearance` and `logoFileId`, or undefined when it needs no scan
 * check: a plain design (colors alone are judged by the contract's contrast table), or content
 * that cannot be encoded (the PATCH refuses that on its own). Drawn as the image routes draw it
 * by default: 4 px a module, ECC H with a logo, else M; `base` is the code's short-link base.
 */
export function codeDesign(row: CodeContentRow, appearance: StoredAppearance, logoFileId: string | null, base: string): CodeDesign | undefined {
  if (!isStyled(appearance)) return undefined;
  const content = codeImageContent(row, base);
  if (!content.ok) return undefined;
  const ecc: ErrorCorrection = logoFileId === null ? 'M' : 'H';
  return { content: content.payload, ecc, appearance, logoFileId, key: JSON.stringify([content.payload, ecc, appearance, logoFileId]) };
}

/**
 * Runs the scan check on a design (in the app's scan-check thread) with `logo` as its logo
 * bytes, else the stored logo's. A design that does not decode at its intended size is 422
 * naming the conditions it failed, nothing stored; a low margin is a `scan_margin_low` issue.
 */
export async function checkDesignScan(ctx: AppContext, design: CodeDesign, logo?: Uint8Array): Promise<readonly ScanMarginIssue[]> {
  const logoBytes = logo ?? (design.logoFileId === null ? undefined : await readLogoBytes(ctx.db, design.logoFileId));
  const verdict = await ctx.scanChecker.check(scanCheckTask(design, logoBytes));
  if (verdict.margin === 'fails') {
    throw new ApiError('validation', 'The design would not scan: it was checked by decoding and failed; nothing was stored.', {
      errors: [{ field: 'appearance', message: scanFailureMessage(verdict) }],
    });
  }
  const issue = scanMarginIssue(verdict);
  return issue === undefined ? [] : [issue];
}

function scanCheckTask(design: CodeDesign, logo: Uint8Array | undefined): ScanCheckTask {
  const { foreground_color, background_color } = design.appearance;
  return {
    content: design.content,
    options: {
      ecc: design.ecc,
      ...(foreground_color === null ? {} : { fg: foreground_color }),
      ...(background_color === null ? {} : { bg: background_color }),
      ...styleRenderOptions({ foreground_color, background_color, style: design.appearance }),
      ...(logo === undefined ? {} : { logo }),
    },
  };
}
