// Render reconciliation on a timer: at start, then every RECONCILE_EVERY_MS (api/src/index.ts). The pass itself is
// reconcileRenders in services/render, which takes only renders whose lease ran out (decision 070).
import { reconcileRenders, RECONCILE_EVERY_MS, type ReconcileDeps, type ReconcileResult } from '../render/index.ts';

/**
 * Every pass, the one at start included, refunds only pending renders whose owner stopped renewing their lease (it
 * died, or cannot reach the database): an instance starting beside others fails none of their renders in flight.
 * Resolves after the first pass; returns a stop function. The timer never keeps the process alive.
 */
export async function scheduleRenderReconciliation(
  deps: ReconcileDeps,
  onReconciled: (result: ReconcileResult) => void,
  everyMs = RECONCILE_EVERY_MS,
): Promise<() => void> {
  onReconciled(await reconcileRenders(deps, deps.now()));
  const timer = setInterval(() => {
    reconcileRenders(deps, deps.now()).then(onReconciled, (error: unknown) =>
      deps.log.error('Render reconciliation failed; the next pass tries again', error),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
