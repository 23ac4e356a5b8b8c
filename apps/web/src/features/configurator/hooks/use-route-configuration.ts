import { type ConfigurationReply, DEFAULT_CURRENCY, readGuid } from '@door/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#web/i18n';
import { configurationPath, PATHS } from '#web/lib/paths';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useCurrency } from '../api/get-price';
import { configurationQueryKey, openConfiguration, useConfiguration } from '../api/open-configuration';
import { variantOf } from '../lib/variant';
import { errorText } from './use-configurator';

// One creation per navigation entry, even when React runs the effect twice.
const creations = new Map<string, Promise<ConfigurationReply>>();

/**
 * The configuration of the page's query: `id` opens an existing one; `part` (from model selection) creates one and
 * replaces the address with its id. Keeps the wizard's part and configuration in step.
 */
export const useRouteConfiguration = () => {
  const { t } = useTranslation('configurator');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  const role = useAppStore((state) => state.role);
  const language = useAppStore((state) => state.language);
  const storedBpi = useAppStore((state) => currentBrandPartnerId(state));
  const brandPartnerId = readGuid(params.get('bpi')) ?? storedBpi;
  const variant = variantOf(token, role);
  const configurationId = readGuid(params.get('id')) ?? undefined;
  const partId = readGuid(params.get('part'));
  const [createFailed, setCreateFailed] = useState(false);
  const handled = useRef<string | null>(null);

  const request = useMemo(
    () => ({ variant, brandPartnerId, configurationId: configurationId ?? '', language }),
    [variant, brandPartnerId, configurationId, language],
  );
  const queryKey = useMemo(() => configurationQueryKey(request), [request]);
  const query = useConfiguration(request, Boolean(configurationId));

  useEffect(() => {
    if (configurationId || !partId) {
      if (!configurationId && !partId) {
        void navigate(PATHS.selection, { replace: true });
      }
      return;
    }
    let creation = creations.get(location.key);
    if (!creation) {
      const current = useAppStore.getState().document;
      const documentId = current?.addingMode ? current.documentId : undefined;
      creation = openConfiguration({ variant, brandPartnerId, partId, language, documentId });
      creations.set(location.key, creation);
    }
    creation.then(
      (reply) => {
        const id = reply.Metadata.ConfigurationId;
        queryClient.setQueryData(configurationQueryKey({ ...request, configurationId: id }), reply);
        void navigate(configurationPath({ configurationId: id, brandPartnerId }), { replace: true });
      },
      (error: unknown) => {
        if (handled.current === location.key) {
          return;
        }
        handled.current = location.key;
        setCreateFailed(true);
        notify({ kind: 'error', title: t('errors.createTitle'), message: errorText(error, t('errors.api')) });
      },
    );
  }, [configurationId, partId, location.key, variant, brandPartnerId, language, navigate, queryClient, request, t]);

  useEffect(() => {
    if (!query.error || handled.current === `open:${configurationId}`) {
      return;
    }
    handled.current = `open:${configurationId}`;
    notify({ kind: 'error', title: t('errors.openTitle'), message: errorText(query.error, t('errors.api')) });
  }, [query.error, configurationId, t]);

  const reply = query.data;
  useEffect(() => {
    if (!reply) {
      return;
    }
    const store = useAppStore.getState();
    if (store.configurator.configurationId !== reply.Metadata.ConfigurationId) {
      store.setConfigurationId(reply.Metadata.ConfigurationId);
    }
    if (store.configurator.partId !== reply.Metadata.PartId) {
      store.setPart(reply.Metadata.PartId);
    }
  }, [reply]);

  const currency = useCurrency(token ? configurationId : undefined) ?? DEFAULT_CURRENCY;

  return {
    variant,
    brandPartnerId,
    configurationId,
    queryKey,
    reply,
    currency,
    isLoading: !reply && !query.error && !createFailed,
    hasFailed: Boolean(query.error) || createFailed,
    isSignedIn: Boolean(token),
    role,
  };
};
