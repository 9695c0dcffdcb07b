// Copying text for the member, and saying whether it worked (a browser without the clipboard API, or
// one that refuses it, says so: the member selects the text instead).
import { useCallback, useState } from 'react';

export type Copied = 'yes' | 'no' | null;

export function useCopy(): [Copied, (text: string) => void] {
  const [copied, setCopied] = useState<Copied>(null);
  const copy = useCallback((text: string) => {
    const done = navigator.clipboard?.writeText(text);
    if (!done) {
      setCopied('no');
      return;
    }
    done.then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  }, []);
  return [copied, copy];
}
