import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A visitor's public page comes pre-rendered (client/entry-server.tsx): it is hydrated, not drawn again.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
