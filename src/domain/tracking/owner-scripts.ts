/**
 * Which of the owner's scripts (spec section 3's site-settings scripts) a page gets, as script tags
 * to insert. Skipped entirely in builder mode or when there are none; the custom script never runs
 * on /preview or /editor (spec sections 4 and the security rules). A page whose address carries a
 * secret (a guest's order link, a reset link: secret-url.ts) gets none: every tag can read and report
 * the address. Ids go into inline snippets, so
 * an id that is not a plain token is dropped rather than trusted. PageView is not tracked by the
 * snippets: the runtime sends it with an event id shared with the Conversions API copy.
 */
import { urlCarriesSecret } from '../seo/secret-url';
import type { SiteScripts } from '../store/web-info';
import { extractCustomScripts } from './custom-script';

export interface ScriptTag {
  /** Stable per script, so a tag is never inserted twice. */
  id: string;
  src?: string;
  inline?: string;
}

export interface ScriptPlan {
  tags: ScriptTag[];
  notes: string[];
}

export const NO_SCRIPTS_NOTE = 'No scripts found or not in builder mode.';
export const CUSTOM_SCRIPT_ERROR = 'Custom script extraction error';
export const SECRET_PAGE_NOTE = 'No owner scripts on a page whose address carries a secret.';

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const safe = (id: string) => (SAFE_ID.test(id.trim()) ? id.trim() : null);

function gtag(id: string): ScriptTag[] {
  return [
    { id: `gtag-src-${id}`, src: `https://www.googletagmanager.com/gtag/js?id=${id}` },
    {
      id: `gtag-${id}`,
      inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${id}');`,
    },
  ];
}

const BUILDERS: Array<[keyof SiteScripts, (id: string, all: SiteScripts) => ScriptTag[]]> = [
  ['gA4ID', gtag],
  ['googleAnalyticsID', gtag],
  [
    'tagManagerID',
    (id) => [
      { id: 'gtm', inline: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` },
      { id: 'gtm-src', src: `https://www.googletagmanager.com/gtm.js?id=${id}` },
    ],
  ],
  [
    'facebookPixelID',
    (id) => [
      {
        id: 'fb-pixel',
        inline: `!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window);fbq('init','${id}');`,
      },
      { id: 'fb-pixel-src', src: 'https://connect.facebook.net/en_US/fbevents.js' },
    ],
  ],
  [
    'tiktokPixelID',
    (id) => [
      {
        id: 'tiktok-pixel',
        inline: `!function(w){var t=w.ttq=w.ttq||[];t.methods=['page','track','identify'];t.methods.forEach(function(m){t[m]=function(){t.push([m].concat([].slice.call(arguments)))}});t.load=function(){};t._i={'${id}':[]}}(window);`,
      },
      { id: 'tiktok-pixel-src', src: `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${id}&lib=ttq` },
    ],
  ],
  [
    'adRollID',
    (id, all) => {
      const pixel = safe(all.adRollPixelID);
      return pixel
        ? [
            { id: 'adroll', inline: `window.adroll_adv_id='${id}';window.adroll_pix_id='${pixel}';` },
            { id: 'adroll-src', src: `https://s.adroll.com/j/${id}/roundtrip.js` },
          ]
        : [];
    },
  ],
  ['addThisID', (id) => [{ id: 'addthis-src', src: `https://s7.addthis.com/js/300/addthis_widget.js#pubid=${id}` }]],
  [
    'liveChatID',
    (id) => [
      { id: 'livechat', inline: `window.__lc=window.__lc||{};window.__lc.license=${/^\d+$/.test(id) ? id : `'${id}'`};` },
      { id: 'livechat-src', src: 'https://cdn.livechatinc.com/tracking.js' },
    ],
  ],
];

/** The page a plan is for: its path, its query (`?t=...`) and whether it is a builder page. */
export interface ScriptPage {
  pathname: string;
  search: string;
  builder: boolean;
}

export function planOwnerScripts(scripts: SiteScripts, page: ScriptPage): ScriptPlan {
  const hasAny = Object.values(scripts).some((value) => typeof value === 'string' && value.trim() !== '');
  if (page.builder || !hasAny) return { tags: [], notes: [NO_SCRIPTS_NOTE] };
  if (urlCarriesSecret(page.pathname, page.search)) return { tags: [], notes: [SECRET_PAGE_NOTE] };
  const tags: ScriptTag[] = [];
  const notes: string[] = [];
  for (const [key, build] of BUILDERS) {
    const id = safe(scripts[key] ?? '');
    for (const tag of id ? build(id, scripts) : []) if (!tags.some((t) => t.id === tag.id)) tags.push(tag);
  }
  const ownerPage = page.pathname.startsWith('/preview') || page.pathname.startsWith('/editor');
  if (scripts.customScript.trim() && !ownerPage) {
    const custom = extractCustomScripts(scripts.customScript);
    if (custom === null) notes.push(CUSTOM_SCRIPT_ERROR);
    else tags.push(...custom.map((tag, index) => ({ ...tag, id: `custom-${index}` })));
  }
  return { tags, notes };
}
