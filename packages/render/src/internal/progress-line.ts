/**
 * The CLI's live progress line: `done/total`, the rate so far and the time left at that rate.
 * Pure, so the wording and the arithmetic are tested without a terminal.
 */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? done / seconds : 0;
  const eta = done > 0 && rate > 0 ? formatDuration((total - done) / rate) : '--';
  return `${done}/${total} codes · ${rate.toFixed(1)} codes/s · ETA ${eta}`;
}

/** `42 s` under a minute, `m:ss` under an hour, else `h:mm:ss`; rounded up so 0 s means done. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return `${whole} s`;
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
