import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '#client/lib/auth';
import { onFirstToast } from '#client/lib/notify';
import { AppRoutes } from './router';

// The toast outlet and its library are fetched with the first toast: no page needs them to paint.
const Toaster = lazy(() => import('#client/components/ui/toaster'));

function ToastOutlet() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The app inside a router: the browser's (below), or a static one for a page pre-rendered on the server. */
export function AppContent() {
  return (
    <AuthProvider>
      <AppRoutes />
      <ToastOutlet />
    </AuthProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
