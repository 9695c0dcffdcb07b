// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';

afterEach(cleanup);

describe('the light kit', () => {
  it('Button is a button, or with `to` a link to that path, named by its text', () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <Button onClick={onClick}>확인</Button>
        <Button to="/chargeMain" variant="contained">
          충전하기
        </Button>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: '확인' });
    expect(button.getAttribute('type')).toBe('button');
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '충전하기' }).getAttribute('href')).toBe('/chargeMain');
  });

  it('IconButton always carries its accessible name', () => {
    render(
      <MemoryRouter>
        <IconButton label="메뉴 열기">
          <svg />
        </IconButton>
        <IconButton label="쪽지 3통" to="/message">
          <svg />
        </IconButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '메뉴 열기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '쪽지 3통' }).getAttribute('href')).toBe('/message');
  });

  it('Badge shows the count, 99+ past 99, nothing at 0, hidden from assistive technology', () => {
    const { container, rerender } = render(<Badge count={3}>i</Badge>);
    expect(container.textContent).toBe('i3');
    expect(container.querySelector('[aria-hidden]')?.textContent).toBe('3');
    rerender(<Badge count={120}>i</Badge>);
    expect(container.textContent).toBe('i99+');
    rerender(<Badge count={0}>i</Badge>);
    expect(container.textContent).toBe('i');
  });

  it('Alert: an error is announced at once, information politely', () => {
    render(
      <>
        <Alert>실패</Alert>
        <Alert severity="info">안내</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('실패');
    expect(screen.getByRole('status').textContent).toBe('안내');
  });
});
