// Types of scripts/route-chunks.mjs (plain JavaScript, so that scripts/check-budgets.mjs runs without a loader).
import type { Manifest } from 'vite';
export interface RouteModule {
  route: string;
  key: string;
}
export const DATA_LAYER: string;
export function routeModules(routerSource: string): RouteModule[];
export function entryKey(manifest: Manifest): string | undefined;
export function closure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function firstLoad(manifest: Manifest, route: string, key: string | null): Set<string>;
export function routePreloads(manifest: Manifest, routes: RouteModule[]): { path: string; files: string[] }[];
