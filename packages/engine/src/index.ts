export * from './apply-change';
export * from './compile';
export * from './configure';
export * from './definitions';
export * from './money';
export * from './present';
export * from './present-move';
export * from './types';
