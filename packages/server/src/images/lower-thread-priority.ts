import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Raises the calling thread's niceness by `steps` (to at most 19, the lowest priority) on
 * Linux, where `setpriority(2)` on a thread id applies to that thread alone (Node's
 * `os.setPriority` passes the id through) and `/proc/thread-self` names the thread. Elsewhere, or where the kernel refuses, the thread keeps its priority:
 * renders then simply compete with the event loop as before. Returns whether it took effect.
 */
export function lowerThreadPriority(steps: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, Math.min(19, getPriority(threadId) + steps));
    return true;
  } catch {
    return false;
  }
}
