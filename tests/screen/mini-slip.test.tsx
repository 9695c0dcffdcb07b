// The mini-game slip (src/features/minigames/components/MiniSlip.tsx), without the browser: the
// "accepted" note of a bet stays while its round is shown and clears when the round changes.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MINI_GAMES } from '@/domain/betting/mini/games';
import { MiniSlip } from '@/features/minigames/components/MiniSlip';
import { fill } from './support/fill';
import { renderScreen } from './support/render';

const powerball = MINI_GAMES[0]!;

/** The slip on a page whose round the test moves on (as a draw does). */
function Page() {
  const [round, setRound] = useState(101);
  return (
    <>
      <h1>powerball</h1>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        next round
      </button>
      <MiniSlip game={powerball} round={round} option={{ key: 'pb_odd', group: 'pb_oddeven', odds: 1.95 }} blocked={null} />
    </>
  );
}

describe('the mini-game slip', () => {
  it('the accepted note stays in its round and clears when the round changes', async () => {
    const { user } = await renderScreen(<Page />, { path: '/minigame/powerball', member: true });
    await fill(user, screen.getByRole('textbox', { name: '베팅금액' }), '10000');
    await user.click(screen.getByRole('button', { name: '베팅하기' }));
    expect(await screen.findByText(/^베팅이 접수되었습니다/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next round' }));
    expect(screen.queryByText(/^베팅이 접수되었습니다/)).toBeNull();
  });
});
