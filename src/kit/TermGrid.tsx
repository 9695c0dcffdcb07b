// A list of figures as terms and values in two columns: each term in the secondary colour, its value
// right-aligned and bold (a request's rules, a member's point totals).
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export interface TermGridProps {
  /** Each figure as [term, value], the value already formatted. */
  readonly rows: readonly (readonly [string, string])[];
  /** The two columns' widths (grid-template-columns). */
  readonly columns: string;
  /** Where the list sits (its margins). */
  readonly sx?: SxProps<Theme>;
}

export function TermGrid({ rows, columns, sx }: TermGridProps) {
  return (
    <Typography
      component="dl"
      variant="body2"
      sx={[{ m: 0, display: 'grid', gridTemplateColumns: columns, columnGap: 2, rowGap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {rows.map(([term, value]) => (
        <Term key={term} term={term} value={value} />
      ))}
    </Typography>
  );
}

function Term({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
        {value}
      </Typography>
    </>
  );
}
