/**
 * Every generated image of a store as media-table rows: the path a `media://` URL names (without the
 * scheme) and the SVG body. Products, categories and brands get the files their rows point at; the
 * store gets the banners, logo, client logos, team portraits and about art its home sections use.
 */
import type { DemoStore } from './demo-stores';
import type { CataloguePlan } from './catalogue-plan';
import { paletteOf } from './store-palettes';
import { brandLogoSvg, categoryImageSvg, productImageSvg, productThumbnailSvg } from './svg-art';
import { sizedMediaName } from '../../../../src/domain/media/media-size';
import { ABOUT_ART_SIZE, aboutSvg, BANNER_ART_SIZE, bannerSvg, clientLogoSvg, logoSvg, teamPortraitSvg } from './svg-store-art';

export interface MediaFile {
  path: string;
  body: string;
}

export const BANNER_COUNT = 6;
export const CLIENT_COUNT = 6;
export const TEAM_COUNT = 4;

const MEDIA_SCHEME = 'media://';

/** The about art's and the banners' files, named with their pictures' size (media-size.ts): sections show them in their own shape. */
export const ABOUT_FILE = sizedMediaName('about', 'svg', ABOUT_ART_SIZE);
export const bannerFile = (n: number) => sizedMediaName(`banners/${n}`, 'svg', BANNER_ART_SIZE);

/** Media-table path of a `media://` URL. */
export function mediaPath(url: string): string {
  return url.startsWith(MEDIA_SCHEME) ? url.slice(MEDIA_SCHEME.length) : url;
}

export function planMedia(store: DemoStore, catalogue: CataloguePlan): MediaFile[] {
  const palette = paletteOf(store.name);
  const at = (file: string) => `${store.name}/${file}`;
  const icons = catalogue.categories.map((category) => category.icon);
  const files: MediaFile[] = [
    { path: at('logo.svg'), body: logoSvg(store.title, palette) },
    { path: at(ABOUT_FILE), body: aboutSvg(store.title, icons[0] ?? 'bag', palette) },
  ];
  for (let n = 1; n <= BANNER_COUNT; n += 1) {
    files.push({
      path: at(bannerFile(n)),
      body: bannerSvg(n, icons[(n - 1) % icons.length] ?? 'bag', palette, `${store.title} banner ${n}`),
    });
  }
  store.clients.slice(0, CLIENT_COUNT).forEach((client, i) => {
    files.push({ path: at(`clients/${i + 1}.svg`), body: clientLogoSvg(client, i, palette) });
  });
  store.team.slice(0, TEAM_COUNT).forEach((member, i) => {
    files.push({ path: at(`team/${i + 1}.svg`), body: teamPortraitSvg(member, i, palette) });
  });
  catalogue.categories.forEach((category, i) => {
    files.push({ path: mediaPath(category.imageFile), body: categoryImageSvg(category.name, category.icon, palette, i) });
  });
  catalogue.brands.forEach((brand, i) => {
    files.push({ path: mediaPath(brand.logoFile), body: brandLogoSvg(brand.name, palette, i) });
  });
  for (const product of catalogue.products) {
    for (const image of product.images) {
      const art = {
        name: product.name,
        storeTitle: store.title,
        icon: product.art.icon,
        palette,
        index: image.position + 1,
        seed: product.art.seed,
      };
      files.push({ path: mediaPath(image.imageFile), body: productImageSvg(art) });
      files.push({ path: mediaPath(image.thumbnailFile), body: productThumbnailSvg(art) });
    }
  }
  return files;
}
