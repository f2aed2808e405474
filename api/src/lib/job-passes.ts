// The loop that runs a queue's due jobs (webhook deliveries, customer notifications): a pass every `everyMs` and soon
// after an event on this instance, one pass at a time; a pass asked for while one runs runs right after it. The timer
// never keeps the process alive.

export interface JobPasses {
  /** One pass over the due jobs. */
  pass: () => Promise<unknown>;
  everyMs: number;
  /** Subscribes to "jobs were written on this instance"; returns the unsubscribe. */
  onWaiting: (listener: () => void) => () => void;
  /** A pass that threw; the next pass tries again. */
  failed: (error: unknown) => void;
}

/** Starts the loop (with a first pass now); returns its stop function. */
export function scheduleJobPasses({ pass, everyMs, onWaiting, failed }: JobPasses): () => void {
  let running = false;
  let again = false;
  let soon: NodeJS.Timeout | undefined;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    pass()
      .catch(failed)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  // An event's jobs are written in its transaction: wait a moment for it to commit.
  const stopListening = onWaiting(() => {
    clearTimeout(soon);
    soon = setTimeout(run, 100);
    soon.unref();
  });
  run();
  return () => {
    clearInterval(timer);
    clearTimeout(soon);
    stopListening();
  };
}
