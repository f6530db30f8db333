/**
 * The maintenance gate's lazy boundary, for the root loader and form posts alike: open stores are
 * the rule, so the gate's code loads only where a store is closed (the first-load budget).
 */
import { lazyModule } from '../../application/lazy/lazy-module';

export const maintenanceGate = lazyModule(
  () => import('./maintenance-gate'),
  (m) => m.enforceMaintenance,
);
