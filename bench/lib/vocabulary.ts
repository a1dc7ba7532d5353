/**
 * The words both data generators (generate-community.ts, generate-forum.ts) open their vocabularies with. Order
 * matters: notes are drawn with a skew towards the first ones, so "bergamot" is common in both data sets.
 */
export const COMMON_NOTES = [
  'bergamot',
  'vanilla',
  'rose',
  'jasmine',
  'sandalwood',
  'musk',
  'amber',
  'citrus',
  'lavender',
  'patchouli',
  'vetiver',
  'oud',
  'cedar',
  'tonka',
  'iris',
  'neroli',
];

/** Filler words of perfumers' prose, drawn uniformly. */
export const COMMON_FILLERS = [
  'the',
  'a',
  'with',
  'and',
  'of',
  'my',
  'this',
  'blend',
  'accord',
  'opening',
  'heart',
  'base',
  'drydown',
  'sillage',
  'projection',
  'longevity',
  'trial',
  'mod',
  'batch',
  'dilution',
  'maceration',
];
