// The frame of every screen: a section (or an article) named by its level-1 heading. It adds no width,
// margin or padding of its own: the layout's content area (PageMain in DesktopLayout and MobileLayout)
// gives every screen the same width, padding and left edge, so moving from one screen to another
// nothing jumps (a list, the coupons and the deposit start at the same x). A part that reads better
// narrower (a form, a guide's text) limits itself inside the frame and stays at its left edge.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLayout } from '@/components/layout';

export interface ScreenFrameProps {
  /** The id of the screen's level-1 heading (ScreenTitle, or a heading of its own). */
  readonly labelledBy: string;
  /** An article for one text (a post, a message, a guide); a section otherwise. */
  readonly as?: 'section' | 'article';
  /** A form or a text that reads better narrower: at most 960 px, still at the frame's left edge. */
  readonly narrow?: boolean;
  /** Space between the frame's children, in theme spacing units (none by default: the parts space themselves). */
  readonly spacing?: number;
  /** The screen is reading what it shows (aria-busy). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

export function ScreenFrame({ labelledBy, as = 'section', narrow = false, spacing, busy, children }: ScreenFrameProps) {
  return (
    <Box
      component={as}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      sx={{
        width: '100%',
        maxWidth: narrow ? 960 : 'none',
        minWidth: 0,
        m: 0,
        p: 0,
        ...(spacing !== undefined ? { display: 'flex', flexDirection: 'column', gap: spacing } : {}),
      }}
    >
      {children}
    </Box>
  );
}

/** A screen's level-1 heading, the same on every screen of a layout. */
export function ScreenTitle({ id, children, gutter = true }: { id: string; children: ReactNode; gutter?: boolean }) {
  const desktop = useLayout() === 'desktop';
  return (
    <Typography
      id={id}
      component="h1"
      variant={desktop ? 'h5' : 'h6'}
      sx={{ fontWeight: 700, mb: gutter ? 2 : 0, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
