// Dev-only forms gallery (mounted at /__dev/forms behind import.meta.env.DEV): every form, in ko, en
// and vi, at desktop and mobile width, on one page. The gallery itself is forms/gallery; its i18n
// instance, languages and theme are set up here, where it is mounted.
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GalleryPage } from '@forms/gallery/GalleryPage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/constants';
import { createI18n } from '@/i18n/i18n';

const theme = createTheme({ palette: { primary: { main: '#b8860b' } } });

export default function FormsGallery() {
  const [i18n, setI18n] = useState<I18n>();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);

  useEffect(() => {
    let live = true;
    void createI18n(DEFAULT_LANGUAGE, ['common', 'api', 'forms']).then((instance) => {
      if (live) setI18n(instance);
    });
    return () => {
      live = false;
    };
  }, []);

  const onLanguage = (next: Language) => {
    setLanguage(next);
    void i18n?.changeLanguage(next);
  };

  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GalleryPage languages={LANGUAGES} language={language} onLanguage={(next) => onLanguage(next as Language)} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
