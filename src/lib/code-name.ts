// A common code's name (a game group, a vendor) in the member's language: the Korean codeName, else
// codeNameEN when the server gives one.
export const codeName = (code: { codeName: string; codeNameEN?: string | undefined }, language: string): string =>
  language === 'ko' ? code.codeName : code.codeNameEN || code.codeName;
