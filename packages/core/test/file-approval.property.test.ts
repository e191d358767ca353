import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileChangeSeenByScans, fileSeenByScans, type FileExposure } from '../src/file-approval';
import { CODE_STATUSES } from '../src/schemas/codes';

const exposure: fc.Arbitrary<FileExposure> = fc.oneof(
  fc.record({ codeId: fc.constant(null), codeStatus: fc.constant(null), visibility: fc.constantFrom('private', 'public'), filename: fc.constantFrom('menu.pdf', 'menu-2.pdf') }),
  fc.record({
    codeId: fc.constantFrom('qr_a', 'qr_b'),
    codeStatus: fc.constantFrom(...CODE_STATUSES),
    visibility: fc.constantFrom('private', 'public'),
    filename: fc.constantFrom('menu.pdf', 'menu-2.pdf'),
  }),
) as fc.Arbitrary<FileExposure>;
const maybeExposure = fc.option(exposure, { nil: null });

/** Written out from the landing page's rule: public files of a code that has left draft. */
function listedOnLandingPage(file: FileExposure | null): boolean {
  return file !== null && file.visibility === 'public' && file.codeId !== null && file.codeStatus !== null && file.codeStatus !== 'draft';
}

describe('which file changes scans see', () => {
  it('sees a file exactly when it is public on a code that has left draft (property)', () => {
    fc.assert(
      fc.property(maybeExposure, (file) => {
        expect(fileSeenByScans(file) !== null).toBe(listedOnLandingPage(file));
      }),
    );
  });

  it('a change is seen exactly when the landing-page entry appears, goes, moves or is renamed (property)', () => {
    fc.assert(
      fc.property(maybeExposure, maybeExposure, (before, after) => {
        const listedBefore = listedOnLandingPage(before);
        const listedAfter = listedOnLandingPage(after);
        const expected =
          listedBefore !== listedAfter || (listedBefore && listedAfter && (before!.codeId !== after!.codeId || before!.filename !== after!.filename));
        expect(fileChangeSeenByScans(before, after)).toBe(expected);
        // Symmetric: undoing a change is as visible as making it.
        expect(fileChangeSeenByScans(after, before)).toBe(expected);
        expect(fileChangeSeenByScans(before, before)).toBe(false);
      }),
    );
  });

  it('private files and files of drafts are never seen, whatever else changes (property)', () => {
    fc.assert(
      fc.property(exposure, exposure, (before, after) => {
        const hidden = (file: FileExposure): FileExposure => ({ ...file, visibility: 'private' });
        expect(fileChangeSeenByScans(hidden(before), hidden(after))).toBe(false);
        const ofDraft = (file: FileExposure): FileExposure => ({ ...file, codeId: 'qr_a', codeStatus: 'draft' });
        expect(fileChangeSeenByScans(ofDraft(before), ofDraft(after))).toBe(false);
      }),
    );
  });
});
