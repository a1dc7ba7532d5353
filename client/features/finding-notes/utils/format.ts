import type { Tier } from '#common/formula/types';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Hundredths of a percent (the engine's exact unit) as "12.50 %". */
export const formatShare = (hundredths: number) => `${twoDecimals.format(hundredths / 100)} %`;

/** Hundredths of a gram as "1,000.00 g". */
export const formatGrams = (gramHundredths: number) => `${twoDecimals.format(gramHundredths / 100)} g`;

export const TIER_LABELS: Record<Tier, string> = { top: 'Top notes', heart: 'Heart notes', base: 'Base notes' };

export const ROLE_LABELS: Record<string, string> = {
  'main accord': 'Main accord',
  modifier: 'Modifier',
  fixative: 'Fixative',
  blender: 'Blender',
  diluent: 'Diluent',
};
