// The gallery's page: language and width switches, a list of links, then every form.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { FormVariant } from '../renderer/layout';
import { useMessages } from '../renderer/translate';
import { drawCaptcha } from '../rules/captcha';
import { GalleryCard } from './GalleryCard';
import { sampleForms } from './samples';

export interface GalleryPageProps {
  /** The site's languages (codes), in order. */
  readonly languages: readonly string[];
  readonly language: string;
  readonly onLanguage: (language: string) => void;
}

const WIDTHS: Record<FormVariant, number> = { desktop: 960, mobile: 375 };

export function GalleryPage({ languages, language, onLanguage }: GalleryPageProps) {
  const { tm } = useMessages();
  const [variant, setVariant] = useState<FormVariant>('desktop');
  const [captcha, setCaptcha] = useState(() => drawCaptcha());
  const forms = useMemo(() => sampleForms({ captcha: { code: captcha, onRefresh: () => setCaptcha(drawCaptcha()) } }), [captcha]);

  return (
    <Box sx={{ p: 2 }}>
      <Stack
        component="header"
        direction="row"
        spacing={2}
        sx={{ position: 'sticky', top: 0, zIndex: 1, py: 1, bgcolor: 'background.default', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5">
          {tm('forms.gallery.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          aria-label={tm('forms.gallery.language')}
          onChange={(_, value: string | null) => value && onLanguage(value)}
        >
          {languages.map((code) => (
            <ToggleButton key={code} value={code} lang={code}>
              {tm(`common.language.${code}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={variant}
          aria-label={tm('forms.gallery.width')}
          onChange={(_, value: FormVariant | null) => value && setVariant(value)}
        >
          <ToggleButton value="desktop">{tm('forms.gallery.desktop')}</ToggleButton>
          <ToggleButton value="mobile">{tm('forms.gallery.mobile')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box component="nav" aria-label={tm('forms.gallery.contents')} sx={{ my: 2 }}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {forms.map(({ spec }) => (
            <Link key={spec.id} href={`#form-${spec.id}`}>
              {tm(spec.title)}
            </Link>
          ))}
        </Stack>
      </Box>
      <Stack spacing={3} sx={{ width: WIDTHS[variant], maxWidth: '100%', mx: 'auto' }} data-variant={variant}>
        {forms.map((sample) => (
          <GalleryCard key={sample.spec.id} sample={sample} variant={variant} />
        ))}
      </Stack>
    </Box>
  );
}
