import { DEFAULT_BRAND_PARTNER_ID, TIMINGS } from '@door/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { PATHS } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useBrandActive } from '../api/get-brand-active';
import { useBrandData } from '../api/get-brand-data';
import { useFooter } from '../api/get-footer';
import { brandPartnerIdOf } from '../api/prefetch-brand';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Picks the brand partner (query bpi, else stored, else default), checks it is active and loads theme and footer. */
export const useBrandBootstrap = () => {
  const { t } = useTranslation(['brand', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const stored = useAppStore((state) => state.brandPartnerId);
  const bpi = brandPartnerIdOf(params, stored);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (bpi !== stored) {
      useAppStore.getState().setBrandPartnerId(bpi);
    }
  }, [bpi, stored]);

  const active = useBrandActive(bpi);
  const isActive = active.data?.isActive === true;
  const data = useBrandData(bpi, isActive);
  const footer = useFooter(bpi, isActive);

  useEffect(() => {
    if (!active.data || active.data.isActive || handled.current === `inactive:${bpi}`) {
      return;
    }
    handled.current = `inactive:${bpi}`;
    const target = active.data.redirectBpi ?? DEFAULT_BRAND_PARTNER_ID;
    notify({ kind: 'info', title: t('brand:inactive.title'), message: active.data.message });
    useAppStore.getState().setBrandPartnerId(target);
    if (params.has('bpi')) {
      const next = new URLSearchParams(params);
      next.set('bpi', target);
      setParams(next, { replace: true });
    }
  }, [active.data, bpi, params, setParams, t]);

  useEffect(() => {
    if (data.data && !sameJson(data.data, useAppStore.getState().theme)) {
      useAppStore.getState().setTheme(data.data);
    }
  }, [data.data]);

  useEffect(() => {
    if (footer.data && !sameJson(footer.data, useAppStore.getState().footer)) {
      useAppStore.getState().setFooter(footer.data);
    }
  }, [footer.data]);

  const error = active.error ?? data.error ?? footer.error;
  useEffect(() => {
    if (!error || handled.current === `error:${bpi}`) {
      return;
    }
    handled.current = `error:${bpi}`;
    const message =
      error instanceof ApiError && !error.isNetworkError && error.message
        ? error.message
        : t('common:errors.apiException');
    notify({ kind: 'error', title: t('brand:error.title'), message });
    // An unknown brand partner would fail on every page; fall back to the default one.
    if (error instanceof ApiError && error.status === 404) {
      useAppStore.getState().setBrandPartnerId(DEFAULT_BRAND_PARTNER_ID);
    }
    window.setTimeout(() => navigate(PATHS.selection), TIMINGS.brandErrorRedirect);
  }, [error, bpi, navigate, t]);
};
