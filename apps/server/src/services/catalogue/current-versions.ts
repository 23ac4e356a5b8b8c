import { LRUCache } from 'lru-cache';
import { type CacheClock, clockOptions } from './brand-partners';
import { currentPublication, type PublicationRow, type VersionReads } from './catalogue-version-rows';

/** The version a brand's catalogue is served from now: its id and number. */
export type CurrentVersion = { versionId: string; number: number };

/**
 * How long a process trusts the publishes it read. A publish is announced to every process at once (LISTEN/NOTIFY);
 * this only bounds the damage of a lost notice. A scheduled publish needs no notice: the list holds it and the
 * current version is picked by the clock on every call.
 */
export const PUBLICATIONS_TTL_MS = 30_000;

/** The publishes of each brand, so that every call finds the current version without a query. */
export const createCurrentVersions = (reads: VersionReads, clock?: CacheClock) => {
  const now = () => (clock ? clock.now() : Date.now());
  const cache = new LRUCache<string, Promise<PublicationRow[]>>({
    ...clockOptions(clock),
    max: 1_000,
    ttl: PUBLICATIONS_TTL_MS,
  });
  const publicationsOf = (brandId: string) => {
    let entry = cache.get(brandId);
    if (!entry) {
      entry = reads.publications(brandId);
      cache.set(brandId, entry);
      entry.catch(() => {
        if (cache.peek(brandId) === entry) {
          cache.delete(brandId);
        }
      });
    }
    return entry;
  };
  return {
    /** The version current now for a brand; null before its first publish. */
    async currentOf(brandId: string): Promise<CurrentVersion | null> {
      const row = currentPublication(await publicationsOf(brandId), now());
      return row ? { versionId: row.versionId, number: row.number } : null;
    },
    /** Forgets a brand's publishes (or every brand's) after a publish. */
    invalidate(brandId?: string) {
      if (brandId) {
        cache.delete(brandId);
      } else {
        cache.clear();
      }
    },
    /** How many brands are cached. */
    size: () => cache.size,
  };
};
