// Mobile /chargeMain and /exchangeMain: the bank request, the USDT request and the history as tabs.
// docs/rules.md#routes gives the mobile app no USDT or history address, and a member asks "did my deposit
// arrive?" right where they asked for it. The tab is in the address (?view=coin, ?view=history),
// with the history's own list state beside it, so reload and back keep both. Tabs follow the
// WAI-ARIA pattern (arrow keys move between them, Home and End to the ends).
import { useId, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styles from './MobileCashTabs.module.css';

const VIEW = 'view';
const VIEWS = ['request', 'coin', 'history'] as const;
type View = (typeof VIEWS)[number];

export function MobileCashTabs({
  kind,
  screens,
}: {
  kind: 'deposit' | 'withdrawal';
  /** The screen of each tab, in order: bank request, USDT request, history. */
  screens: Readonly<Record<View, ComponentType>>;
}) {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const asked = VIEWS.indexOf(params.get(VIEW) as View);
  const current = asked < 0 ? 0 : asked;
  const select = (index: number) => setParams(index === 0 ? {} : { [VIEW]: VIEWS[index] ?? 'request' });
  const onKeyDown = (event: KeyboardEvent) => {
    const last = VIEWS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % VIEWS.length
        : event.key === 'ArrowLeft'
          ? (current + last) % VIEWS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
    refs.current[next]?.focus();
  };
  const Screen = screens[VIEWS[current] ?? 'request'];
  return (
    <>
      <div role="tablist" aria-label={t(`cashTabs.${kind}.label`)} className={styles.tabs} onKeyDown={onKeyDown}>
        {VIEWS.map((view, index) => (
          <button
            key={view}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {t(`cashTabs.${kind}.${view}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} className={styles.panel}>
        <Screen />
      </div>
    </>
  );
}
