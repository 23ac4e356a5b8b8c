import { createHash } from 'node:crypto';

/** A GUID derived from a name, so that seeded rows keep their ids on every machine and every run. */
export const stableId = (namespace: string, name: string): string => {
  const hex = createHash('sha256').update(`${namespace}:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};
