// Renders one screen as the app shows it, without the browser: the app's providers (i18n in the
// chosen language, a fresh query client), MUI's theme, the layout, a MemoryRouter at the screen's
// address; the app's own client (src/api, envelope included) talks to this file's mock.
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MuiScope } from '@/app/mui/MuiScope';
import { Providers } from '@/app/Providers';
import { createQueryClient } from '@/app/query-client';
import { LayoutProvider } from '@forms/renderer/layout-context';
import type { Layout } from '@forms/meta/types';
import type { Language } from '@/config/constants';
import { createI18n } from '@/i18n/i18n';
import { signInMember } from './member';

export interface ScreenOptions {
  /** The address the router starts at. */
  path: string;
  /** The route pattern the screen is mounted on (default: `path`), for screens that read params. */
  route?: string;
  layout?: Layout;
  language?: Language;
  /** Signed in as tester01 (through the mock's login) before the screen renders. */
  member?: boolean;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  i18n: I18n;
  queryClient: QueryClient;
}

/** Renders `element` as the screen of `options.path`; resolves once its level-1 heading shows. */
export async function renderScreen(element: ReactNode, options: ScreenOptions): Promise<RenderedScreen> {
  const { path, route = path, layout = 'desktop', language = 'ko', member = false } = options;
  if (member) await signInMember();
  const i18n = await createI18n(language, ['common', 'api', 'forms']);
  const queryClient = createQueryClient();
  // no pause between keys, and no pointer-events check (it asks jsdom for every ancestor's computed
  // style on each click, the slowest part of a click there; a browser test checks what is clickable)
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <Providers i18n={i18n} queryClient={queryClient}>
      <MuiScope>
        <LayoutProvider layout={layout}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={<main data-path={path}>{element}</main>} />
            </Routes>
          </MemoryRouter>
        </LayoutProvider>
      </MuiScope>
    </Providers>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...result, user, i18n, queryClient };
}
