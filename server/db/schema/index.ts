export * from './accounts';
export * from './platform';
export * from './social';
export * from './admin';
export * from './forum';
export * from './commerce';
export * from './account';
export * from './formula-versions';
