// Mobile /chargeMain and /exchangeMain: the request and its history as two tabs. SPEC §2 gives the
// mobile app no history address, and a member asks "did my deposit arrive?" right where they asked
// for it. The tab is in the address (?view=history), with the history's own list state beside it,
// so reload and back keep both. Tabs follow the WAI-ARIA pattern (arrow keys move between them).
import { useId, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styles from './MobileCashTabs.module.css';

const VIEW = 'view';
const HISTORY = 'history';

export function MobileCashTabs({
  kind,
  Request,
  History,
}: {
  kind: 'deposit' | 'withdrawal';
  Request: ComponentType;
  History: ComponentType;
}) {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = params.get(VIEW) === HISTORY ? 1 : 0;
  const tabs = [t(`cashTabs.${kind}.request`), t(`cashTabs.${kind}.history`)];
  const select = (index: number) => setParams(index === 1 ? { [VIEW]: HISTORY } : {});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = current === 0 ? 1 : 0;
    select(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t(`cashTabs.${kind}.label`)} className={styles.tabs} onKeyDown={onKeyDown}>
        {tabs.map((label, index) => (
          <button
            key={label}
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
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} className={styles.panel}>
        {current === 1 ? <History /> : <Request />}
      </div>
    </>
  );
}
