// A common code's name (a game group, a vendor) in the member's language: the Korean codeName, else
// codeNameEN when the server gives one.
export const codeName = (code: { codeName: string; codeNameEN?: string | undefined }, language: string): string =>
  language === 'ko' ? code.codeName : code.codeNameEN || code.codeName;

type NamedCode = { code: string; codeName: string; codeNameEN?: string | undefined };

/**
 * A name the server wrote in a row (a bet's vendor, in whichever language it wrote it) in the member's
 * language, by the same rule: the code the row gives, else the code one of whose names it is, said
 * with `codeName`; a name no code knows stays as written.
 */
export function nameByCode(
  codes: readonly NamedCode[] | undefined,
  written: string | undefined,
  language: string,
  code?: string | undefined,
): string | undefined {
  const found =
    (code === undefined ? undefined : codes?.find((c) => c.code === code)) ??
    (written ? codes?.find((c) => c.codeName === written || c.codeNameEN === written) : undefined);
  return found ? codeName(found, language) : written;
}
