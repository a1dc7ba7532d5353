import { useEffect, useState } from 'react';
import type * as FormulaEngine from '#common/formula';

/**
 * The formula engine (materials, reference perfumes, brief reading, rebalance: most of this page's code) is
 * loaded on its own, after the page is up: describing a scent does not need it, only a formula on screen does
 * (customising, replaying a saved formula). Kept out of the page's first load and off the main thread while
 * the page renders.
 */
let loaded: typeof FormulaEngine | undefined;
let loading: Promise<typeof FormulaEngine> | undefined;

export function loadFormulaEngine(): Promise<typeof FormulaEngine> {
  loading ??= import('#common/formula').then((m) => (loaded = m));
  return loading;
}

/** The loaded engine; callers are only reached once it is (see loadFormulaEngine, useFormulaEngineLoaded). */
export function loadedFormulaEngine(): typeof FormulaEngine {
  if (!loaded) throw new Error('the formula engine is not loaded yet');
  return loaded;
}

/** Loads the engine when `needed` and tells when it is there. */
export function useFormulaEngineLoaded(needed: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    void loadFormulaEngine().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready;
}
