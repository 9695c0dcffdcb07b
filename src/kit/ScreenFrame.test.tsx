// @vitest-environment jsdom
// The screen frame carries a screen's main read: its heading in every state, what goes above in every
// state, a spinner or the content's own shape (a status saying what is read) while the read is on its
// way, the failure's message with a retry that reads again, then the content.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import api from '../../locales/ko/api.json';
import common from '../../locales/ko/common.json';
import type { ReadState } from './QueryState';
import { ScreenFrame } from './ScreenFrame';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { api, common } } });
});

const pending: ReadState<string> = { isPending: true, isError: false, error: null, data: undefined, refetch: () => undefined };
const done = (data: string): ReadState<string> => ({ ...pending, isPending: false, data });

function Screen({ query, skeleton }: { query: ReadState<string>; skeleton?: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ScreenFrame
        title="자주 묻는 질문"
        query={query}
        loadingLabel="질문을 불러오는 중"
        above={<button type="button">검색</button>}
        skeleton={skeleton ? <div data-shape="rows">rows</div> : undefined}
      >
        {(data) => <p>{data}</p>}
      </ScreenFrame>
    </I18nextProvider>
  );
}

describe('the screen frame', () => {
  it('shows a named spinner while the read is on its way, the heading and what is above already there', () => {
    render(<Screen query={pending} />);
    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '자주 묻는 질문' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '검색' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '질문을 불러오는 중' })).toBeTruthy();
  });

  it('with a skeleton: the shape instead of the spinner, hidden, inside a status saying what is read', () => {
    render(<Screen query={pending} skeleton />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const status = screen.getByRole('status', { name: '질문을 불러오는 중' });
    expect(status.textContent).toContain('질문을 불러오는 중');
    const shape = status.querySelector('[data-shape="rows"]');
    expect(shape?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a failure: its message and a retry that reads again; no spinner, no shape', () => {
    const refetch = vi.fn();
    render(<Screen query={{ ...pending, isPending: false, isError: true, error: new Error('x'), refetch }} skeleton />);
    expect(screen.getByRole('alert').textContent).toContain(api.RESPONSE_FAILED);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '검색' })).toBeTruthy();
  });

  it('the content once the read came, the loading state gone', () => {
    render(<Screen query={done('질문 하나')} skeleton />);
    expect(screen.getByText('질문 하나')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
