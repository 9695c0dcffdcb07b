import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '../../../api/generated/schema';

type Banner = components['schemas']['Banner'];

/** The site's other banners (events, weekend bonus), as titled cards; a card links where its banner points. */
export function BannerCards({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(220px, 1fr))' },
      }}
    >
      {banners.map((banner) => {
        const text = (
          <Typography component="span" sx={{ display: 'block', p: 2, fontWeight: 700 }}>
            {banner.title}
          </Typography>
        );
        return (
          <Paper component="li" key={banner.bannerIdx} sx={{ borderLeft: 4, borderColor: 'secondary.main', overflow: 'hidden' }}>
            {banner.linkUrl?.startsWith('/') ? (
              <CardActionArea component={RouterLink} to={banner.linkUrl}>
                {text}
              </CardActionArea>
            ) : (
              text
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
