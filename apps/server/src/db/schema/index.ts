export * from './accounts';
export * from './cart';
export * from './catalogue';
export * from './configurations';
export * from './documents';
export * from './mail';
export * from './reference';
export * from './tenancy';
