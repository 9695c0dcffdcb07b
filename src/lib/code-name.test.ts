import { describe, expect, it } from 'vitest';
import { codeName, nameByCode } from './code-name';

const codes = [
  { code: '1', codeName: '에볼루션', codeNameEN: 'Evolution' },
  { code: '6', codeName: '드림게이밍', codeNameEN: 'Dream Gaming' },
  { code: 'sport', codeName: '스포츠', codeNameEN: 'Sports' },
  { code: '300', codeName: '가상게임' },
];

describe('a name the server wrote, in the member language', () => {
  it('is the name of the code the row gives, whatever language the server wrote it in', () => {
    expect(nameByCode(codes, 'Evolution', 'ko', '1')).toBe('에볼루션');
    expect(nameByCode(codes, '드림게이밍', 'en', '6')).toBe('Dream Gaming');
    expect(nameByCode(codes, '드림게이밍', 'vi', '6')).toBe('Dream Gaming');
  });
  it('without a code, is the name of the code it is one of the names of', () => {
    expect(nameByCode(codes, 'Evolution', 'ko')).toBe('에볼루션');
    expect(nameByCode(codes, '스포츠', 'en')).toBe('Sports');
  });
  it('says it as codeName does (Korean for ko, else English, else Korean)', () => {
    for (const language of ['ko', 'en', 'vi'])
      for (const c of codes) expect(nameByCode(codes, undefined, language, c.code)).toBe(codeName(c, language));
  });
  it('keeps a name no code knows, and nothing when there is nothing', () => {
    expect(nameByCode(codes, '파워볼', 'en')).toBe('파워볼');
    expect(nameByCode(undefined, 'Evolution', 'ko', '1')).toBe('Evolution');
    expect(nameByCode(codes, undefined, 'ko')).toBeUndefined();
    expect(nameByCode(codes, 'Habanero', 'ko', '999')).toBe('Habanero');
  });
});
