// What the HTTP benchmarks' load clients share.

/** A phone's user agent: a request without one is recorded as a bot (left out of total_scans). */
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The middle value (the upper one of an even count): what a benchmark reports of its rounds. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
