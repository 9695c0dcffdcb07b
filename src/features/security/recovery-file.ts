// The recovery codes as a text file the member keeps: a heading line in their language, then one
// code a line (CRLF, so Windows' Notepad shows the lines too).
export const recoveryText = (heading: string, codes: readonly string[]): string => [heading, '', ...codes, ''].join('\r\n');

/** Offers `text` as a plain-text download named `name`. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
