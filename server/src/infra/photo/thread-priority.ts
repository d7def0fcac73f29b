import fs from 'node:fs';
import os from 'node:os';

/**
 * The nice value of the threads that screen uploads. Screening is batch work: when the CPU is short
 * (4 uploads on 2 cores), the event loop, and so every other user's request, must come first.
 */
export const SCREENING_NICE = 10;

/**
 * Lowers the calling thread's priority to SCREENING_NICE, unless it is lower already. On Linux the nice value belongs to each thread, so a worker
 * lowers itself and not the process; where that is not permitted, it keeps the process's priority.
 */
export function lowerThisThread(): void {
  try {
    // Never raised: a process already below (the test suite beside the e2e journeys) stays there.
    if (os.getPriority() < SCREENING_NICE) os.setPriority(SCREENING_NICE);
  } catch {
    // not permitted here: the thread keeps the process's priority
  }
}

/**
 * Lowers libvips' worker threads (sharp's pixel work, 3/4 of a legitimate upload's CPU). The pool
 * belongs to the whole process and grows on demand, so the screening worker calls this while it
 * works. Only uploads use sharp outside tests (the mock image engine aside). A no-op outside Linux.
 */
export function lowerImageThreads(): void {
  let threads: string[];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const thread of threads) {
    try {
      if (fs.readFileSync(`/proc/self/task/${thread}/comm`, 'latin1') !== 'libvips worker\n') continue;
      if (os.getPriority(Number(thread)) < SCREENING_NICE) os.setPriority(Number(thread), SCREENING_NICE);
    } catch {
      // the thread ended meanwhile, or lowering it is not permitted
    }
  }
}
