// @vitest-environment jsdom
// A row action whose answer is lost (issue 23 §1: a settlement reservation) says the outcome is
// unknown and links its history; following the link closes the confirmation. A refusal does not.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import api from '../../../locales/ko/api.json';
import common from '../../../locales/ko/common.json';
import resources from '../../../locales/ko/resources.json';
import { ApiError, responseFailed } from '@/api/errors';
import { HistoryLink } from '@/kit/HistoryLink';
import { ConfirmDialog } from './ConfirmDialog';
import type { RowAction } from './description';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { api, common, resources } } });
});

function ask(failure: ApiError) {
  const onClose = vi.fn();
  const action: RowAction<string> = {
    id: 'reserve',
    label: () => '예약',
    text: '예약',
    available: () => true,
    confirm: { title: '예약할까요?', text: (row) => row, ok: '예약' },
    run: () => Promise.reject(failure),
    pending: false,
    outcomeLink: <HistoryLink to="/mypage/stributor_mypage#reserve-history" label="예약된 정산 지급 보기" />,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ConfirmDialog asked={{ action, row: '대박기원 5,000원' }} onClose={onClose} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '예약' }));
  return onClose;
}

describe('a row action confirmation', () => {
  it('a lost answer: the outcome is unknown, the history linked; following it closes the dialog', async () => {
    const onClose = ask(responseFailed(undefined, { failure: 'timeout' }).asWrite());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('처리 결과를 확인하지 못했습니다');
    fireEvent.click(screen.getByRole('link', { name: '예약된 정산 지급 보기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a refusal says its own message, with no history link', async () => {
    ask(new ApiError('E001', { write: true }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('처리 중 오류가 발생했습니다');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
