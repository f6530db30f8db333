/**
 * Flat category icons drawn in a 100x100 box, so one generated image can suggest "a dress" or
 * "a camera" without any downloaded artwork. `f` is the main fill, `a` the accent.
 */

type IconDraw = (f: string, a: string) => string;

const ICONS = {
  dress: (f, a) =>
    `<path d="M38 8l4 14-6 10h28l-6-10 4-14-5 2-7 10-7-10z" fill="${f}"/><path d="M36 32h28l14 58H22z" fill="${f}"/><rect x="35" y="31" width="30" height="5" fill="${a}"/>`,
  shirt: (f, a) =>
    `<path d="M35 12l-22 12 8 16 10-5v55h38V35l10 5 8-16-22-12c-2 8-8 12-15 12s-13-4-15-12z" fill="${f}"/><circle cx="50" cy="45" r="2.5" fill="${a}"/><circle cx="50" cy="60" r="2.5" fill="${a}"/><circle cx="50" cy="75" r="2.5" fill="${a}"/>`,
  knit: (f, a) =>
    `<path d="M35 14L14 26 8 80h12l6-40v52h48V40l6 40h12l-6-54-21-12c-3 6-8 9-15 9s-12-3-15-9z" fill="${f}"/><path d="M26 58h48M26 68h48" stroke="${a}" stroke-width="4"/>`,
  shoe: (f, a) =>
    `<path d="M10 62c0-10 4-22 8-26 6 6 16 8 26 4l12 12c8 6 22 8 30 10 6 2 6 12 4 14H10z" fill="${f}"/><path d="M10 72h80" stroke="${a}" stroke-width="6"/>`,
  bag: (f, a) =>
    `<path d="M36 38V26a14 14 0 0 1 28 0v12" fill="none" stroke="${f}" stroke-width="6"/><rect x="18" y="36" width="64" height="52" rx="6" fill="${f}"/><rect x="44" y="48" width="12" height="8" rx="2" fill="${a}"/>`,
  coat: (f, a) =>
    `<path d="M36 10L16 20 10 88h16l4-40v42h40V48l4 40h16l-6-68-20-10-14 30z" fill="${f}"/><circle cx="56" cy="52" r="2.5" fill="${a}"/><circle cx="56" cy="66" r="2.5" fill="${a}"/>`,
  sofa: (f, a) =>
    `<rect x="16" y="32" width="68" height="30" rx="8" fill="${f}"/><rect x="8" y="46" width="16" height="32" rx="6" fill="${f}"/><rect x="76" y="46" width="16" height="32" rx="6" fill="${f}"/><rect x="22" y="58" width="56" height="16" rx="4" fill="${a}"/><path d="M16 78v8M84 78v8" stroke="${f}" stroke-width="4"/>`,
  lamp: (f, a) =>
    `<path d="M32 14h36l12 30H20z" fill="${f}"/><path d="M50 44v38" stroke="${f}" stroke-width="4"/><rect x="34" y="82" width="32" height="6" rx="3" fill="${f}"/><circle cx="50" cy="50" r="6" fill="${a}"/>`,
  table: (f, a) =>
    `<rect x="10" y="36" width="80" height="8" rx="3" fill="${f}"/><path d="M18 44l-4 44M82 44l4 44M30 44v30M70 44v30" stroke="${f}" stroke-width="5"/><rect x="40" y="26" width="20" height="10" rx="2" fill="${a}"/>`,
  chair: (f, a) =>
    `<rect x="26" y="8" width="10" height="54" rx="3" fill="${f}"/><rect x="26" y="50" width="48" height="10" rx="3" fill="${a}"/><path d="M31 60v30M69 60v30" stroke="${f}" stroke-width="5"/>`,
  textile: (f, a) =>
    `<rect x="14" y="22" width="72" height="18" rx="5" fill="${f}"/><rect x="14" y="43" width="72" height="18" rx="5" fill="${a}"/><rect x="14" y="64" width="72" height="18" rx="5" fill="${f}"/>`,
  vase: (f, a) =>
    `<path d="M40 12h20v10c14 10 18 24 14 40-3 12-10 22-24 26-14-4-21-14-24-26-4-16 0-30 14-40z" fill="${f}"/><path d="M28 52h44" stroke="${a}" stroke-width="5"/>`,
  laptop: (f, a) =>
    `<rect x="20" y="20" width="60" height="42" rx="4" fill="${f}"/><rect x="25" y="25" width="50" height="32" fill="${a}"/><path d="M10 68h80l-6 10H16z" fill="${f}"/>`,
  phone: (f, a) =>
    `<rect x="32" y="8" width="36" height="84" rx="8" fill="${f}"/><rect x="36" y="16" width="28" height="62" rx="2" fill="${a}"/><circle cx="50" cy="85" r="3" fill="${a}"/>`,
  headphones: (f, a) =>
    `<path d="M20 62V50a30 30 0 0 1 60 0v12" fill="none" stroke="${f}" stroke-width="7"/><rect x="14" y="54" width="16" height="30" rx="6" fill="${f}"/><rect x="70" y="54" width="16" height="30" rx="6" fill="${f}"/><circle cx="22" cy="69" r="3" fill="${a}"/>`,
  camera: (f, a) =>
    `<rect x="34" y="20" width="32" height="14" rx="4" fill="${f}"/><rect x="10" y="30" width="80" height="52" rx="8" fill="${f}"/><circle cx="50" cy="56" r="18" fill="${a}"/><circle cx="50" cy="56" r="10" fill="${f}"/>`,
  watch: (f, a) =>
    `<rect x="38" y="8" width="24" height="84" rx="8" fill="${f}"/><rect x="28" y="30" width="44" height="40" rx="12" fill="${f}"/><rect x="33" y="35" width="34" height="30" rx="8" fill="${a}"/>`,
  plug: (f, a) =>
    `<path d="M42 14V4M58 14V4" stroke="${f}" stroke-width="4"/><rect x="36" y="14" width="28" height="30" rx="4" fill="${f}"/><path d="M50 44v20c0 14 20 14 20 28" fill="none" stroke="${a}" stroke-width="5"/>`,
  mug: (f, a) =>
    `<path d="M70 38h6a10 10 0 0 1 0 20h-6" fill="none" stroke="${f}" stroke-width="6"/><path d="M22 26h48v46a14 14 0 0 1-14 14H36a14 14 0 0 1-14-14z" fill="${f}"/><path d="M22 40h48" stroke="${a}" stroke-width="4"/>`,
  bowl: (f, a) => `<path d="M10 40h80c0 24-18 40-40 40S10 64 10 40z" fill="${f}"/><ellipse cx="50" cy="40" rx="40" ry="8" fill="${a}"/>`,
  bottle: (f, a) =>
    `<path d="M44 6h12v22c8 6 12 12 12 22v40a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4V50c0-10 4-16 12-22z" fill="${f}"/><rect x="34" y="56" width="32" height="22" rx="2" fill="${a}"/>`,
  // White wine is always pale gold, whatever the store's accent.
  glass: (f) =>
    `<path d="M32 10h36c0 24-6 36-18 38-12-2-18-14-18-38z" fill="${f}"/><path d="M35 24h30c-1 12-6 20-15 21-9-1-14-9-15-21z" fill="#d9b84a"/><path d="M50 48v34M36 88h28" stroke="${f}" stroke-width="4"/>`,
} satisfies Record<string, IconDraw>;

export type IconName = keyof typeof ICONS;

/** The icon as a group placed at (x, y) and scaled from its 100x100 box to `size` pixels. */
export function iconGroup(name: IconName, x: number, y: number, size: number, fill: string, accent: string): string {
  const scale = Math.round((size / 100) * 100) / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${ICONS[name](fill, accent)}</g>`;
}
