import { blockStructure } from './error-correction-blocks';
import { ECI_HEADER_BITS, VERSION_GROUPS, versionGroup } from './segment-mode';
import { MAX_CONTENT_UNITS, segmentText, type Segment } from './segment-text';

/** The smallest version that holds a content, with the segments it is encoded in. */
export interface VersionChoice {
  readonly version: number;
  readonly segments: readonly Segment[];
  /** Data bits before the terminator, ECI header included. */
  readonly bits: number;
  /** Whether an ECI header goes first (asked for, and some segment is in byte mode). */
  readonly eci: boolean;
}

/**
 * The smallest version from `minVersion` on whose data capacity at level `eccIndex` holds
 * `content` optimally segmented, or `undefined` when not even version 40 does. Count
 * indicators widen at versions 10 and 27 (Table 3), so the segmentation is redone per group.
 */
export function chooseVersion(content: string, eccIndex: number, minVersion: number, eci: boolean): VersionChoice | undefined {
  if (content.length > MAX_CONTENT_UNITS) return undefined;
  for (let group = versionGroup(minVersion); group < VERSION_GROUPS.length; group++) {
    const [first, last] = VERSION_GROUPS[group]!;
    // No character takes fewer bits than a digit's 10/3: skip segmenting for a group too small.
    if (10 * content.length > 3 * blockStructure(last, eccIndex).dataCodewords * 8) continue;
    const segmentation = segmentText(content, group);
    const withEci = eci && segmentation.hasByteSegment;
    const bits = segmentation.bits + (withEci ? ECI_HEADER_BITS : 0);
    if (bits > blockStructure(last, eccIndex).dataCodewords * 8) continue;
    for (let version = Math.max(first, minVersion); version <= last; version++) {
      if (bits <= blockStructure(version, eccIndex).dataCodewords * 8) {
        return { version, segments: segmentation.segments, bits, eci: withEci };
      }
    }
  }
  return undefined;
}
