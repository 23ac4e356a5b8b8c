import { callApi } from '#web/lib/api-call';

/** Saves the configuration's comment (POST /configurator/{id}/updatecomment). */
export const updateComment = async (configurationId: string, comment: string) =>
  callApi('updateConfigurationComment', { params: { configurationId }, body: { Comment: comment } });
