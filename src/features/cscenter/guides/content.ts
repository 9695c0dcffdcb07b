// The guides' content: structured text in locales/<lang>/guides.json (a title, an intro and sections
// keyed by their anchor id, each with a heading, paragraphs, a list and parts of its own).
import { useTranslation } from 'react-i18next';

export type GuideKey = 'bettingGuide' | 'gameGuide' | 'bettingRules';

export interface GuidePart {
  readonly heading: string;
  readonly body?: readonly string[];
  readonly list?: readonly string[];
}
export interface GuideSection extends GuidePart {
  readonly parts?: Readonly<Record<string, GuidePart>>;
}
export interface Guide {
  readonly title: string;
  readonly intro: string;
  readonly sections: Readonly<Record<string, GuideSection>>;
}

/** One guide in the member's language, and the table of contents' name. */
export function useGuide(key: GuideKey): { guide: Guide; toc: string } {
  const { t } = useTranslation('guides');
  const guide: Guide = t(key, { returnObjects: true });
  return { guide, toc: t('toc') };
}
