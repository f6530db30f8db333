/** Social networks of spec section 3, by id, and the `{ network, url }` item that footer, team and social sections share. */
import { list, object, text, type Parser } from './content-fields';

export const SOCIAL_NETWORKS = {
  1: 'Facebook',
  2: 'Twitter',
  3: 'Google',
  4: 'LinkedIn',
  5: 'Pinterest',
  6: 'Tumblr',
  7: 'Instagram',
  8: 'Snapchat',
  9: 'YouTube',
  10: 'WhatsApp',
} as const;

export type SocialNetworkId = keyof typeof SOCIAL_NETWORKS;

export function isSocialNetworkId(value: unknown): value is SocialNetworkId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;
}

const socialLink = object({
  network: (raw): unknown => (typeof raw === 'string' ? Number(raw) : raw),
  url: text('', 500),
});

export interface SocialLink {
  network: SocialNetworkId;
  url: string;
}

/** Unknown network ids are dropped rather than guessed: a wrong icon is worse than none. */
export const socialLinks = (max: number): Parser<SocialLink[]> => {
  const items = list(socialLink, max);
  return (raw) =>
    items(raw).flatMap((item): SocialLink[] =>
      isSocialNetworkId(item.network) && item.url ? [{ network: item.network, url: item.url }] : [],
    );
};
