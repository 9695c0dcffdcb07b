import { useMemo } from 'react';
import { HtmlContent } from '@/kit/HtmlContent';
import { withLineBreaks } from './line-breaks';

/** A post's, an inquiry's or an answer's content: server HTML with the lines it was typed in (./line-breaks.ts). */
export function PostContent({ html }: { html: string | null | undefined }) {
  const shown = useMemo(() => withLineBreaks(html ?? ''), [html]);
  return <HtmlContent html={shown} />;
}
