import React from "react"; void React;
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { DEMO_HOME_SECTIONS } from '../server/store-api/db/seed/home-sections';
import { DEMO_STORES } from '../server/store-api/db/seed/demo-stores';
import { paletteOf } from '../server/store-api/db/seed/store-palettes';
import { bannerSvg, logoSvg, clientLogoSvg, teamPortraitSvg, aboutSvg } from '../server/store-api/db/seed/svg-store-art';
import { compileTheme } from '../src/domain/theme/compile-theme';
import { DEMO_THEME_PRESETS } from '../src/domain/theme/theme-presets';
import { parseThemeSettings } from '../src/domain/theme/theme-settings';
import { sectionDataNeed } from '../src/domain/sections/section-data-needs';
import { SectionRenderer } from '../src/ui/sections/section-renderer';

const out = path.resolve('.preview-tmp/out');
const scanner = new Scanner({ sources: [{ base: path.resolve('src'), pattern: '**/*', negated: false }] });
const candidates = scanner.scan();
const appCss = fs.readFileSync('src/ui/styles/app.css', 'utf8').replace('img { max-width: 100%; height: auto; }', '');
const tw = await compile(appCss, { base: path.resolve('src/ui/styles'), onDependency() {} });
const twCss = tw.build(candidates);

for (const store of DEMO_STORES) {
  const name = store.name;
  const pal = paletteOf(name);
  const dir = path.join(out, 'media', name);
  fs.mkdirSync(path.join(dir, 'banners'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'clients'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'team'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'logo.svg'), logoSvg(store.title, pal));
  fs.writeFileSync(path.join(dir, 'about.svg'), aboutSvg(store.title, 'bag' as never, pal));
  for (let n = 1; n <= 6; n++) fs.writeFileSync(path.join(dir, `banners/${n}.svg`), bannerSvg(n, 'bag' as never, pal, 'b'));
  store.clients.forEach((c, i) => fs.writeFileSync(path.join(dir, `clients/${i + 1}.svg`), clientLogoSvg(c, i, pal)));
  store.team.forEach((t, i) => fs.writeFileSync(path.join(dir, `team/${i + 1}.svg`), teamPortraitSvg(t, i, pal)));
  const sections = DEMO_HOME_SECTIONS[name];
  const resolved = Object.fromEntries(sections.flatMap((s): Array<[string, unknown]> => {
    const need = sectionDataNeed(s);
    if (!need) return [];
    const ids = Array.from({ length: need.limit }, (_, i) => i + 1);
    if (need.kind === 'products') return [[s.temp_id, ids.map((id) => ({ productID: id, name: `Product number ${id}`, productURL: `/p${id}`, sku: '', imageFile: `media://${name}/banners/${(id % 6) + 1}.svg`, thumbnailFile: '', price: 20 + id * 7.5, compareAtPrice: id % 3 === 0 ? 40 + id * 8 : null, isHidePrice: false, inStock: id % 4 !== 0, isNew: id === 2, rating: 3.5 + (id % 3) * 0.5, ratingCount: id * 3, brandName: null, categoryName: null }))]];
    if (need.kind === 'categories') return [[s.temp_id, ids.map((id) => ({ categoryID: id, name: `Category ${id}`, slug: `c${id}`, url: `/c${id}`, imageFile: `media://${name}/banners/${id}.svg`, productCount: id * 4 }))]];
    return [[s.temp_id, ids.map((id) => ({ brandID: id, name: `Brand ${id}`, slug: `b${id}`, url: `/b${id}`, logoFile: `media://${name}/clients/${(id % 6) + 1}.svg` }))]];
  }));
  const theme = compileTheme({ settings: parseThemeSettings(DEMO_THEME_PRESETS[name]) });
  const context = { staticCDN: './media', currency: { currencyAbbreviation: store.currency.abbreviation, currencyRate: Number(store.currency.rate), currencySymbol: store.currency.symbol }, showCurrency: store.showCurrency, storeTitle: store.title, pathname: '/' };
  const html = renderToString(<SectionRenderer sections={sections} resolved={resolved} context={context} />);
  fs.writeFileSync(path.join(out, `${name}.html`), `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>${twCss}</style><style>${theme.css}</style></head><body>${html}</body></html>`);
}
console.log('done', candidates.length);
