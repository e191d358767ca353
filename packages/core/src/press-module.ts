/**
 * Below this a module is finer than a phone camera resolves at arm's length on an offset print,
 * and the dot gain of the press eats a visible share of it: the default floor when the press
 * resolution is not known.
 */
export const MIN_MODULE_MM = 0.33;

/**
 * A module narrower than 4 device pixels changes width noticeably as its edges snap to the
 * device grid (a quarter or more of a pixel lost or gained is 6 % and up), so the dark and light
 * modules a decoder compares come out unequal.
 */
export const MIN_DEVICE_PIXELS = 4;

const MM_PER_INCH = 25.4;

/** How a module of `moduleMm` lands on a press that images at `pressDpi`. */
export interface ModuleOnPress {
  /** The module's width in device pixels (fractional). */
  readonly pixels: number;
  /** Whole device pixels it is rendered as: its edges snap to the grid, so either of these. */
  readonly narrowest: number;
  readonly widest: number;
  /** The rendered width's error against the module, in percent: `narrowest` and `widest`. */
  readonly errorPercent: readonly [low: number, high: number];
}

/** Where a module's edges can land on the device grid, and the width error that makes. */
export function moduleOnPress(moduleMm: number, pressDpi: number): ModuleOnPress {
  const pixels = (moduleMm * pressDpi) / MM_PER_INCH;
  const narrowest = Math.floor(pixels);
  const widest = Math.ceil(pixels);
  const error = (width: number) => Math.round(((width - pixels) / pixels) * 1000) / 10;
  return { pixels, narrowest, widest, errorPercent: [error(narrowest), error(widest)] };
}

/** What the module is checked against: the press's resolution, and or a floor in millimetres. */
export interface PressCheck {
  /** The press's (platesetter's, printer's) resolution: a module below {@link MIN_DEVICE_PIXELS} device pixels is a warning. */
  readonly pressDpi?: number;
  /** A module below this is a warning; default {@link MIN_MODULE_MM} when no `pressDpi` is given. */
  readonly minModuleMm?: number;
}

/**
 * A warning, with the numbers, when a module of `moduleMm` is too fine to print reliably;
 * `undefined` when it is fine. Plain ASCII without commas, so a list of them stays one header
 * value (`X-QR-Warning`) or one CSV field. Pure.
 */
export function moduleSizeWarning(moduleMm: number, check: PressCheck = {}): string | undefined {
  const notes: string[] = [];
  const floor = check.minModuleMm ?? (check.pressDpi === undefined ? MIN_MODULE_MM : undefined);
  if (floor !== undefined && moduleMm < floor) notes.push(`module ${trim(moduleMm)} mm is below ${trim(floor)} mm`);
  if (check.pressDpi !== undefined) {
    const press = moduleOnPress(moduleMm, check.pressDpi);
    if (press.pixels < MIN_DEVICE_PIXELS) {
      const [low, high] = press.errorPercent;
      notes.push(
        `module ${trim(moduleMm)} mm is ${trim(press.pixels, 2)} device pixels at ${trim(check.pressDpi)} dpi (below ${MIN_DEVICE_PIXELS}): ` +
          `printed ${press.narrowest} to ${press.widest} pixels wide (${signed(low)} % to ${signed(high)} %)`,
      );
    }
  }
  return notes.length > 0 ? notes.join('; ') : undefined;
}

function trim(value: number, decimals = 3): string {
  return String(Math.round(value * 10 ** decimals) / 10 ** decimals);
}

function signed(percent: number): string {
  return percent > 0 ? `+${percent}` : String(percent);
}
