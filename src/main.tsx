import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createI18n } from './i18n/i18n';

async function start(): Promise<void> {
  const i18n = await createI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(<App i18n={i18n} />);
}

void start();
