import '#web/lib/mantine-styles';
import type { CatalogueBrand } from '@door/contract';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { useSelectedBrand } from '../hooks/use-selected-brand';
import { NewBrandAction } from './new-brand-dialog';
import './catalogue.css';

const TABS = [
  { to: ADMIN_PAGES.catalogue, label: 'tabs.workbench' },
  { to: ADMIN_PAGES.cataloguePrices, label: 'tabs.prices' },
  { to: ADMIN_PAGES.catalogueHistory, label: 'tabs.history' },
] as const;

/**
 * The frame of every catalogue page: the title, the brand picker (when the OEM admin manages several) and the tabs
 * (workbench, prices, history), each keeping the brand; the page's content is drawn for the selected brand.
 */
export const CatalogueShell = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: (brand: CatalogueBrand) => ReactNode;
}) => {
  const { t } = useTranslation('catalogue');
  const { brands, brand, selectBrand } = useSelectedBrand();
  const search = brand ? `?brand=${brand.BrandId}` : '';
  return (
    <FeaturePage title={title}>
      <Group justify="space-between" wrap="wrap" gap="sm" className="cat-shell__bar">
        <nav aria-label={t('tabs.label')} className="cat-tabs">
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={`${tab.to}${search}`} end className="cat-tabs__link">
              {t(tab.label)}
            </NavLink>
          ))}
        </nav>
        <Group gap="sm" wrap="wrap">
          {(brands.data?.length ?? 0) > 1 ? (
            <Select
              label={t('brand')}
              data={(brands.data ?? []).map((item) => ({ value: item.BrandId, label: item.Name }))}
              value={brand?.BrandId ?? null}
              onChange={(value) => value && selectBrand(value)}
              allowDeselect={false}
              size="xs"
            />
          ) : null}
          <NewBrandAction onCreated={selectBrand} />
          {actions}
        </Group>
      </Group>
      <QueryState
        query={brands}
        errorTitle={t('loadFailed')}
        isEmpty={(list) => list.length === 0}
        emptyText={t('noBrands')}
      >
        {() => (brand ? children(brand) : null)}
      </QueryState>
    </FeaturePage>
  );
};
