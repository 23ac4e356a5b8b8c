import '#web/lib/mantine-styles';
import { type BrandData, isEditorRole } from '@door/contract';
import { Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useTranslation } from '#web/i18n';
import { redirectAfterSwitch } from '#web/lib/switch-redirect';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { useBrands } from '../api/get-brands';

/** Brand switch for admins and installers with more than one brand; asks, then redirects after 700 ms. */
export const BrandSwitch = () => {
  const { t } = useTranslation('brand');
  const role = useAppStore((state) => state.role);
  const numberOfBrands = useAppStore((state) => state.flags.numberOfBrands);
  const token = useAppStore((state) => state.token);
  const bpi = useAppStore((state) => currentBrandPartnerId(state));
  const allowed = Boolean(token) && isEditorRole(role) && numberOfBrands > 1;
  const brands = useBrands(allowed);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<BrandData | null>(null);

  if (!allowed || !brands.data || brands.data.length < 2) {
    return null;
  }
  const current = brands.data.find((brand) => brand.BrandPartnerId === bpi);

  const confirm = () => {
    if (!pending) {
      return;
    }
    const store = useAppStore.getState();
    store.setBrandPartnerId(pending.BrandPartnerId);
    store.setTheme(pending);
    setPending(null);
    void queryClient.invalidateQueries();
    redirectAfterSwitch(pathname, role, (path) => navigate(path));
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="subtle"
            className="header-control"
            aria-label={`${t('switch.label')}: ${current?.BrandName ?? ''}`}
          >
            {current?.BrandName ?? t('switch.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('switch.label')}</Menu.Label>
          {brands.data.map((brand) => (
            <Menu.Item
              key={brand.BrandPartnerId}
              onClick={() => setPending(brand)}
              disabled={brand.BrandPartnerId === bpi}
              aria-current={brand.BrandPartnerId === bpi ? 'true' : undefined}
            >
              {brand.BrandName}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={pending !== null}
        title={t('switch.title')}
        message={t('switch.confirm', { brand: pending?.BrandName ?? '' })}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
};
