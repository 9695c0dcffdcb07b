import misc from './ui/misc.module.css';

/**
 * A small loading spinner in CSS (no progress component in the first chunk): a labelled
 * progressbar for assistive technology, a turning ring for the eye.
 */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return <div role="progressbar" aria-label={label} className={misc.spinner} style={{ width: size, height: size }} />;
}
