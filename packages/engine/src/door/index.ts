export * from './door-from-configuration';
export * from './door-svg';
