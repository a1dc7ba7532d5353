import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A visitor's public page comes pre-rendered (client/entry-server.tsx): it is hydrated, not drawn again. As a
// transition, so React yields to the browser every few milliseconds instead of holding the main thread for the
// whole tree (the page already shows; a click meanwhile hydrates its part first).
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
