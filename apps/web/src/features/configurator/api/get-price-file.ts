import type { FileReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';

/** The brand partner's price file for a configuration (GET /configurator/{id}/pricefile). */
export const getPriceFile = async (configurationId: string): Promise<FileReply> =>
  apiClient.get<FileReply>(`/configurator/${configurationId}/pricefile`);
