// The recovery codes as a text file the member keeps: a heading line in their language, then one
// code a line (CRLF, so Windows' Notepad shows the lines too).
import { download } from '@/kit/paged-list/csv';
export const recoveryText = (heading: string, codes: readonly string[]): string => [heading, '', ...codes, ''].join('\r\n');

/** Offers `text` as a plain-text download named `name`. */
export const downloadText = (name: string, text: string): void => download(name, text, 'text/plain;charset=utf-8');
