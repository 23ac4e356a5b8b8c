import type { CatalogueBrand } from '@door/contract';
import { useSearchParams } from 'react-router';
import { useCatalogueBrands } from '../api/catalogue-api';

/**
 * The brand whose catalogue the pages show: `?brand=` of the address (so a link keeps it), else the first brand the
 * OEM admin manages.
 */
export const useSelectedBrand = () => {
  const brands = useCatalogueBrands();
  const [params, setParams] = useSearchParams();
  const asked = params.get('brand');
  const list: CatalogueBrand[] = brands.data ?? [];
  const brand = list.find((candidate) => candidate.BrandId === asked) ?? list[0] ?? null;
  return {
    brands,
    brand,
    selectBrand: (brandId: string) =>
      setParams((now) => {
        const next = new URLSearchParams(now);
        next.set('brand', brandId);
        next.delete('at');
        return next;
      }),
  };
};
