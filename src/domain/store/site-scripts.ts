import type { SiteScripts } from './web-info';

/**
 * A store's scripts with every id and snippet empty except those given: the one default that seeds,
 * the mock backend and tests start from, so a new script key is added in one place.
 * A fresh object each call: a caller may change its copy without reaching anyone else's.
 */
export function siteScriptsWith(set: Partial<SiteScripts> = {}): SiteScripts {
  return {
    facebookPixelID: '',
    tiktokPixelID: '',
    googleAnalyticsID: '',
    tagManagerID: '',
    gA4ID: '',
    adRollID: '',
    adRollPixelID: '',
    addThisID: '',
    liveChatID: '',
    fbLoginID: '',
    googleLoginID: '',
    customScript: '',
    facebookCatalog: '',
    ...set,
  };
}
