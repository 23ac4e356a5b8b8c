import type { FileReply } from '@door/contract';
import { callApi } from '#web/lib/api-call';

/** The brand partner's price file for a configuration (GET /configurator/{id}/pricefile). */
export const getPriceFile = async (configurationId: string): Promise<FileReply> =>
  callApi('getPriceFile', { params: { configurationId } });
