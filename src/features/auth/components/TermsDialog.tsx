// The site's terms, opened from the signup's terms box: a guest cannot open the member pages, so
// the terms (the betting rules every member agrees to, the guides' `bettingRules` in
// locales/<lang>/guides.json, the page /csMain/rule) are shown here, over the signup.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { DialogHeader } from './DialogHeader';

interface TermsPart {
  readonly heading: string;
  readonly body?: readonly string[];
  readonly list?: readonly string[];
  readonly parts?: Readonly<Record<string, TermsPart>>;
}
interface Terms {
  readonly title: string;
  readonly intro: string;
  readonly sections: Readonly<Record<string, TermsPart>>;
}

function Part({ part, level }: { readonly part: TermsPart; readonly level: 3 | 4 }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography component={`h${level}`} variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {part.heading}
      </Typography>
      {part.body?.map((text) => (
        <Typography key={text} variant="body2" sx={{ mb: 1 }}>
          {text}
        </Typography>
      ))}
      {part.list ? (
        <Box component="ul" sx={{ pl: 3, my: 1, listStyleType: 'disc' }}>
          {part.list.map((text) => (
            <Typography key={text} component="li" variant="body2" sx={{ mb: 0.5 }}>
              {text}
            </Typography>
          ))}
        </Box>
      ) : null}
      {Object.entries(part.parts ?? {}).map(([id, inner]) => (
        <Part key={id} part={inner} level={4} />
      ))}
    </Box>
  );
}

/** Mounted with the signup form, closed: the guides' words load meanwhile, without suspending the form. */
export function TermsDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t, ready } = useTranslation(['guides', 'auth'], { useSuspense: false });
  const terms: Terms | null = ready ? t('bettingRules', { ns: 'guides', returnObjects: true }) : null;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper">
      {/* the title names the dialog (MUI's DialogTitle id) */}
      <DialogHeader title={terms?.title ?? t('signup.terms', { ns: 'auth' })} onClose={onClose} />
      <DialogContent dividers>
        {terms ? (
          <>
            <Typography variant="body2">{terms.intro}</Typography>
            {Object.entries(terms.sections).map(([id, part]) => (
              <Part key={id} part={part} level={3} />
            ))}
          </>
        ) : (
          <CircularProgress aria-label={t('signup.terms', { ns: 'auth' })} />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close', { ns: 'auth' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
