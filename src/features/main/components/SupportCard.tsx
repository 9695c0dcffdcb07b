// The customer centre's messenger (the site option's sns2Link, docs/rules.md#data) on the main page: a link that
// leaves the site, in a new tab that cannot reach back into this one (rel="noopener noreferrer").
// Only an http(s) address is offered (a javascript: or data: link from the server never is).
import { useTranslation } from 'react-i18next';
import { useSiteOption } from '@/api/reads';
import { QueryError } from '@/components/QueryError';
import { Section } from '@/components/Section';
import { buttonClass } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';

/** The address of an off-site link when it is http(s), else null. */
export function offSiteUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function SupportCard() {
  const { t } = useTranslation('main');
  const option = useSiteOption();
  const link = offSiteUrl(option.data?.siteOption.sns2Link);
  return (
    <Section title={t('support.title')}>
      <p className={ui.muted}>{t('support.text')}</p>
      {option.isPending && <Skeleton width={220} height={36} />}
      {option.isError && <QueryError error={option.error} onRetry={() => void option.refetch()} />}
      {option.isSuccess &&
        (link ? (
          <p>
            <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'contained' })}>
              {t('support.link')}
              <span className={ui.visuallyHidden}>{t('support.newTab')}</span>
            </a>
          </p>
        ) : (
          <p className={ui.muted}>{t('support.none')}</p>
        ))}
    </Section>
  );
}
