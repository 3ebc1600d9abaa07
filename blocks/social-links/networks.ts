import type { SocialLink } from '#content-schema/site.ts';

type Network = SocialLink['network'];

/** Polish locative of each network's name, for "… na Facebooku" link names. */
export const networkLocative: Record<Network, string> = {
  facebook: 'Facebooku',
  twitter: 'Twitterze',
  youtube: 'YouTubie',
  instagram: 'Instagramie',
  tiktok: 'TikToku',
};

/** The accessible name of a profile link, e.g. „Telewizja Horyzont na Facebooku”. */
export const socialLinkLabel = (brand: string, network: Network) => `${brand} na ${networkLocative[network]}`;
