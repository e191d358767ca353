/**
 * How often the worker looks for due deliveries: the pause between passes of the in-process
 * worker, and, inside a pass with attempts still open, between looks for newly due ones.
 */
export const DELIVERY_POLL_INTERVAL_MS = 1_000;
