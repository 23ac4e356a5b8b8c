import type { ConfigurationUpdateReply } from '@door/contract';
import type { ParameterChange } from '#web/components/configurator/parameter-field';
import { callApi } from '#web/lib/api-call';
import { type ConfiguratorVariant, VARIANT_CALLS } from '../lib/variant';

/** Applies one change and returns the propagated tree (GET /configurator/update and its variants). */
export const updateConfiguration = async (
  variant: ConfiguratorVariant,
  target: { brandPartnerId: string; configurationId: string; partId: string },
  change: ParameterChange,
): Promise<ConfigurationUpdateReply> =>
  callApi(VARIANT_CALLS[variant].update, {
    query: {
      brandPartnerId: target.brandPartnerId,
      configurationId: target.configurationId,
      partId: target.partId,
      parameterId: change.parameterId,
      parameterValueId: change.parameterValueId,
      customValue: change.customValue,
    },
  });
