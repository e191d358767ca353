const centersByVersion: (readonly number[] | undefined)[] = [];

/**
 * Row and column coordinates of the alignment pattern centres of `version` (ISO/IEC 18004
 * Annex E, Table E.1): none in version 1, then ⌊version / 7⌋ + 2 coordinates from 6 to
 * size − 7, the inner ones evenly spaced by an even step counted back from size − 7. Table
 * E.1 rounds the step up to an even number, except version 32 (26 where the rule gives 28).
 */
export function alignmentCenters(version: number): readonly number[] {
  const known = centersByVersion[version];
  if (known) return known;
  let centers: number[] = [];
  if (version > 1) {
    const size = 17 + 4 * version;
    const count = Math.floor(version / 7) + 2;
    const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
    centers = [6];
    for (let position = size - 7; centers.length < count; position -= step) centers.splice(1, 0, position);
  }
  const frozen = Object.freeze(centers);
  centersByVersion[version] = frozen;
  return frozen;
}
