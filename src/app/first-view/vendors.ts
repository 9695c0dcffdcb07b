// The libraries the app starts on, imported (and so run) on their own, one task before the app's
// code: start-up is then two shorter tasks instead of one long one.
import 'react-dom/client';
import 'react-router-dom';
import '@tanstack/react-query';
import 'i18next';
