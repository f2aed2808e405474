// Render reconciliation on a timer: at start, then hourly (api/src/index.ts). The pass itself is
// reconcileRenders in services/render; this only says when, and which pending renders count as abandoned.
import { reconcileRenders, RENDER_DEADLINE_MS, type ReconcileDeps, type ReconcileResult } from '../render/index.ts';

const HOUR = 60 * 60 * 1000;

/**
 * At start every pending render belongs to a process that is gone (this one has not rendered yet), so all are
 * refunded at once; a server still running beside this one across a restart loses its in-flight renders to a
 * refund, never to a double one. Hourly, only renders pending longer than RENDER_DEADLINE_MS are taken, so a
 * slow render of this process is left to finish. Resolves after the first pass; returns a stop function. The
 * timer never keeps the process alive.
 */
export async function scheduleRenderReconciliation(
  deps: ReconcileDeps,
  onReconciled: (result: ReconcileResult) => void,
  everyMs = HOUR,
): Promise<() => void> {
  onReconciled(await reconcileRenders(deps, deps.now()));
  const timer = setInterval(() => {
    reconcileRenders(deps, new Date(deps.now().getTime() - RENDER_DEADLINE_MS)).then(onReconciled, (error: unknown) =>
      deps.log.error('Render reconciliation failed; the next pass tries again', error),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
