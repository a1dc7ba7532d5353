import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RoutePreloadFile {
  routes: { path: string; files: string[] }[];
}

/**
 * The client build's route-preloads.json (written by vite.config.ts from the build manifest): for a page's path,
 * the chunks its first load needs beyond the entry. Routes match as React Router ranks them here: a path with
 * only fixed segments before one with parameters (`/profile` before `/:username`), otherwise in the router's
 * order. No file (a build without it, or no build): no preloads, and the page loads as before.
 */
export function routePreloads(clientDir: string): (pathname: string) => readonly string[] {
  const file = path.join(clientDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return () => [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadFile;
  const fixed = new Map(routes.filter((r) => !r.path.includes(':')).map((r) => [r.path, r.files]));
  const patterns = routes
    .filter((r) => r.path.includes(':'))
    .map((r) => ({ segments: r.path.split('/'), files: r.files }))
    // More fixed segments first: /profile/:id before /:username.
    .sort((a, b) => b.segments.filter((s) => !s.startsWith(':')).length - a.segments.filter((s) => !s.startsWith(':')).length);
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const exact = fixed.get(trimmed);
    if (exact) return exact;
    const parts = trimmed.split('/');
    const match = patterns.find(
      (p) => p.segments.length === parts.length && p.segments.every((s, i) => (s.startsWith(':') ? parts[i] !== '' : s === parts[i])),
    );
    return match?.files ?? [];
  };
}
