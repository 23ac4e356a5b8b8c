import type { ConfiguratorDefectBody } from '@door/contract';
import { callApi } from '#web/lib/api-call';

/** Reports that the browser's result of a change differed from the server's (POST /configurator/{id}/defect). */
export const sendConfiguratorDefect = (configurationId: string, body: ConfiguratorDefectBody) =>
  callApi('sendConfiguratorDefect', { params: { configurationId }, body });
