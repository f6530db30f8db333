/** Injects the owner's scripts a page should get (owner-scripts.ts decides), logging the plan's notes. */
import { CUSTOM_SCRIPT_ERROR, planOwnerScripts, type ScriptPage, type ScriptPlan } from '../../domain/tracking/owner-scripts';
import type { SiteScripts } from '../../domain/store/web-info';
import type { Logger } from '../ports/logger.port';
import type { ScriptInjector } from '../ports/script-injector.port';

export function injectOwnerScripts(deps: { injector: ScriptInjector; logger: Logger }, scripts: SiteScripts, page: ScriptPage): ScriptPlan {
  const plan = planOwnerScripts(scripts, page);
  for (const note of plan.notes) {
    if (note === CUSTOM_SCRIPT_ERROR) deps.logger.warn(note);
    else deps.logger.info?.(note);
  }
  for (const tag of plan.tags) deps.injector.inject(tag);
  return plan;
}
