// The sandbox console page: a small React + MUI app of its own, built and served by the sandbox
// (console/page-route.ts). It calls only the console's JSON routes (/__sandbox/…).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
