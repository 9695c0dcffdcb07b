// The frame of a betting screen (sports boards, e-sports, mini games): a section named by its level-1
// heading, a line saying what is played there, and the screen's parts below, as wide as a board needs.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ScreenFrame, ScreenTitle } from '@/kit/ScreenFrame';

export interface BettingScreenProps {
  /** The heading's id (the section is labelled by it). */
  readonly titleId: string;
  readonly title: string;
  readonly about: string;
  readonly children: ReactNode;
}

export function BettingScreen({ titleId, title, about, children }: BettingScreenProps) {
  return (
    <ScreenFrame labelledBy={titleId} spacing={2}>
      <Box>
        <ScreenTitle id={titleId} gutter={false}>
          {title}
        </ScreenTitle>
        <Typography color="text.secondary">{about}</Typography>
      </Box>
      {children}
    </ScreenFrame>
  );
}
