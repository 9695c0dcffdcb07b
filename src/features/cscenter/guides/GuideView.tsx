// A guide page: the h1, the intro, a table of contents linking to each section, then the sections
// (h2, with h3 parts). Readable width (820 px). On a phone each section folds (an accordion); a
// contents link opens its section before moving to it.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { ExpandMoreIcon } from '@/components/icons';
import { useLayout } from '@forms/renderer/layout-context';
import { useGuide, type GuideKey, type GuidePart } from './content';
import { ScreenFrame } from '@/kit/ScreenFrame';

const SCROLL_MARGIN = 88;

function PartText({ part }: { part: GuidePart }) {
  return (
    <>
      {part.body?.map((text) => (
        <Typography key={text} variant="body1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      ))}
      {part.list ? (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, listStyleType: 'disc' }}>
          {part.list.map((text) => (
            <Typography key={text} component="li" variant="body1" sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          ))}
        </Box>
      ) : null}
    </>
  );
}

function Parts({ parts }: { parts: Readonly<Record<string, GuidePart>> | undefined }) {
  if (!parts) return null;
  return Object.entries(parts).map(([id, part]) => (
    <Box key={id} component="section" aria-labelledby={`guide-${id}`} sx={{ mt: 2 }}>
      <Typography id={`guide-${id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {part.heading}
      </Typography>
      <PartText part={part} />
    </Box>
  ));
}

export function GuideView({ guideKey }: { guideKey: GuideKey }) {
  const { guide, toc } = useGuide(guideKey);
  const layout = useLayout();
  const mobile = layout !== 'desktop';
  const tocId = useId();
  const sections = Object.entries(guide.sections);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  // a section opened by a contents link is moved to once it has unfolded (its height is known then)
  const pending = useRef<string | null>(null);
  const moveTo = (id: string) => {
    const target = document.getElementById(`guide-${id}`);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    if (mobile && !open.has(id)) {
      pending.current = id;
      setOpen((before) => new Set(before).add(id));
    } else moveTo(id);
  };
  const unfolded = (id: string) => {
    if (pending.current !== id) return;
    pending.current = null;
    moveTo(id);
  };
  const toggle = (id: string, expanded: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ScreenFrame title={guide.title} as="article" narrow>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        {guide.intro}
      </Typography>
      <Paper component="nav" variant="outlined" aria-labelledby={tocId} sx={{ p: 2, mb: 3 }}>
        <Typography id={tocId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {toc}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, listStyleType: 'decimal' }}>
          {sections.map(([id, section]) => (
            <li key={id}>
              <Link href={`#guide-${id}`} onClick={(event) => goTo(event, id)} underline="hover" sx={{ display: 'inline-block', py: 0.5 }}>
                {section.heading}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
      {mobile
        ? sections.map(([id, section]) => (
            <Accordion
              key={id}
              expanded={open.has(id)}
              onChange={(_, expanded) => toggle(id, expanded)}
              disableGutters
              slotProps={{
                heading: { component: 'h2' },
                region: { id: `guide-${id}-content` },
                transition: { onEntered: () => unfolded(id) },
              }}
            >
              <AccordionSummary
                id={`guide-${id}`}
                aria-controls={`guide-${id}-content`}
                expandIcon={<ExpandMoreIcon />}
                sx={{ scrollMarginTop: SCROLL_MARGIN }}
              >
                <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {section.heading}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <PartText part={section} />
                <Parts parts={section.parts} />
              </AccordionDetails>
            </Accordion>
          ))
        : sections.map(([id, section]) => (
            <Box key={id} component="section" aria-labelledby={`guide-${id}`} sx={{ mb: 4 }}>
              <Typography
                id={`guide-${id}`}
                tabIndex={-1}
                component="h2"
                variant="h6"
                sx={{ fontWeight: 700, mb: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider', scrollMarginTop: SCROLL_MARGIN }}
              >
                {section.heading}
              </Typography>
              <PartText part={section} />
              <Parts parts={section.parts} />
            </Box>
          ))}
    </ScreenFrame>
  );
}
