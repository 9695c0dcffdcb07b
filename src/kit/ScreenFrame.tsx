// The frame of every screen: a section (or an article) named by its level-1 heading, with the
// screen's main read in its three states (QueryState: a spinner, the failure with a retry, the
// content). It adds no width, margin or padding of its own: the layout's content area (PageMain in
// DesktopLayout and MobileLayout) gives every screen the same width, padding and left edge, so moving
// from one screen to another nothing jumps (a list, the coupons and the deposit start at the same x).
// A part that reads better narrower (a form, a guide's text) limits itself inside the frame and stays
// at its left edge.
//
//   <ScreenFrame title={t('deposit.title')} query={info} loadingLabel={t('deposit.loading')} narrow>
//     {(data) => <DepositForm info={data} />}
//   </ScreenFrame>
//
// A screen whose content has its own shape while it loads passes it as `skeleton` (the game lobbies'
// cards, the FAQ's rows); what shows whatever the read's state (a search, links) goes in `above`.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useLayout } from '@forms/renderer/layout-context';
import { QueryState, type ReadState } from './QueryState';

interface FrameProps {
  /** The screen's level-1 heading, shown as ScreenTitle (or, without it, `labelledBy`). */
  readonly title?: ReactNode;
  /** A screen with its own heading style (the game lobbies' CSS module): the title is a plain h1 of this class. */
  readonly titleClass?: string;
  /** The id of a level-1 heading the screen renders itself (a heading with more than words in it). */
  readonly labelledBy?: string;
  /** An article for one text (a post, a message, a guide); a section otherwise. */
  readonly as?: 'section' | 'article';
  /** A form or a text that reads better narrower: at most 960 px, still at the frame's left edge. */
  readonly narrow?: boolean;
  /** Space between the frame's children, in theme spacing units (none by default: the parts space themselves). */
  readonly spacing?: number;
  /** The screen is reading what it shows (aria-busy); the main read's fetching by default. */
  readonly busy?: boolean;
  /** Shown under the heading whatever the read's state (links to sibling screens, a month switch). */
  readonly above?: ReactNode;
}

type ContentProps<T> =
  | {
      readonly query?: undefined;
      readonly loadingLabel?: undefined;
      readonly skeleton?: undefined;
      readonly children: ReactNode;
    }
  | {
      /** The screen's main read: the content shows once it came. */
      readonly query: ReadState<T> & { readonly isFetching?: boolean };
      readonly loadingLabel: string;
      /** The content's shape while the read is on its way (a grid of cards, a list); a spinner by default. */
      readonly skeleton?: ReactNode;
      readonly children: (data: T) => ReactNode;
    };

export type ScreenFrameProps<T> = FrameProps & ContentProps<T>;

export function ScreenFrame<T>(props: ScreenFrameProps<T>) {
  const { title, titleClass, labelledBy, as = 'section', narrow = false, spacing, above } = props;
  const ownId = useId();
  const headingId = labelledBy ?? ownId;
  const busy = props.busy ?? props.query?.isFetching;
  return (
    <Box
      component={as}
      aria-labelledby={headingId}
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
      {title !== undefined && titleClass !== undefined ? (
        <h1 id={headingId} className={titleClass}>
          {title}
        </h1>
      ) : title !== undefined ? (
        <ScreenTitle id={headingId} gutter={spacing === undefined}>
          {title}
        </ScreenTitle>
      ) : null}
      {above}
      {props.query !== undefined ? (
        <QueryState query={props.query} loadingLabel={props.loadingLabel} skeleton={props.skeleton}>
          {props.children}
        </QueryState>
      ) : (
        props.children
      )}
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
