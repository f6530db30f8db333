/**
 * The home page's structured data: the store as an Organization (its header's logo, its social
 * profiles once each) and a WebSite whose search action is the store's own search.
 */
import { describe, expect, it } from 'vitest';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';
import { homeHead } from '../../../src/ui/pages/home-head';

const ORIGIN = 'https://shop.test';
const doc = (header: object, footer: object, sections: object[] = []) =>
  parseThemeDocument(
    JSON.stringify({
      sections,
      groups: {
        header: [{ temp_id: 'h', section_type_id: 1, content: header }],
        footer: [{ temp_id: 'f', section_type_id: 2, content: footer }],
      },
    }),
  );

describe("the home page's structured data", () => {
  it('describes the store with its logo and social profiles, and its search', () => {
    const head = homeHead(
      MOCK_STORE,
      doc(
        { logo: 'media://mock/logo.svg' },
        {
          socials: [
            { network: 7, url: 'https://instagram.com/mock' },
            { network: 1, url: 'https://facebook.com/mock' },
          ],
        },
        [{ temp_id: 's', section_type_id: 19, content: { links: [{ network: 7, url: 'https://instagram.com/mock' }] } }],
      ),
      ORIGIN,
    );
    expect(head.canonical).toBe('/');
    const [organization, website] = head.jsonLd!;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: MOCK_STORE.siteConfig.webTitle,
      url: `${ORIGIN}/`,
      sameAs: ['https://instagram.com/mock', 'https://facebook.com/mock'],
    });
    expect(organization!.logo).toMatch(/^https:\/\/shop\.test\/img\/.*\/media\/mock\/logo\.svg$/);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?kw={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("leaves out a logo the header does not have and a hidden section's links", () => {
    const hidden = [
      { temp_id: 's', section_type_id: 19, is_hidden: true, content: { links: [{ network: 2, url: 'https://x.com/mock' }] } },
    ];
    const [organization] = homeHead(MOCK_STORE, doc({}, { socials: [] }, hidden), ORIGIN).jsonLd!;
    expect(organization).not.toHaveProperty('logo');
    expect(organization).not.toHaveProperty('sameAs');
    expect(organization).not.toHaveProperty('hasMerchantReturnPolicy');
  });

  it("states the store's return policy for its country when the owner gives one", () => {
    const store = {
      ...MOCK_STORE,
      siteSettings: {
        ...MOCK_STORE.siteSettings,
        country: 'FI',
        return_policy: { mode: 'within' as const, days: 14, fees: 'customer' as const },
      },
    };
    const [organization] = homeHead(store, doc({}, { socials: [] }), ORIGIN).jsonLd!;
    expect(organization).toMatchObject({
      hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', applicableCountry: 'FI', merchantReturnDays: 14 },
    });
  });
});
