export * from './accounts';
export * from './platform';
export * from './social';
export * from './admin';
