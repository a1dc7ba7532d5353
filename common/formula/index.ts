/**
 * Finding Notes formula engine: describe a scent, get a perfume formula.
 *
 *   const formula = generateFormula({ description: 'fresh citrus summer morning', materialsType: 'natural_synthetic',
 *     complexity: 'medium', totalGrams: 100 });
 *   const edited = rebalance(formula, { kind: 'set-share', materialId: 'hedione', percent: 15 });
 *   checkFormula(edited); // → []
 *
 * Pure TypeScript, no Node APIs: runs in the browser and on the server alike.
 */
export { generateFormula, validateBrief, capHundredths, tierSplit, formulaCategory } from './engine';
export { rebalance, alternativesFor, checkFormula, ifraViolations } from './rebalance';
export { findReferencePerfume, parseAvoidTerms, materialsMatchingAvoidTerm } from './brief';
export { materials, usableMaterials, materialById, MATERIAL_SOURCES } from './materials';
export { referencePerfumes } from './reference-perfumes';
export { maxUseLevel, maxUseLevels, type CategoryMaxUse, type MaxUseLimiter } from './max-use';
export * from './categories';
export * from './types';
