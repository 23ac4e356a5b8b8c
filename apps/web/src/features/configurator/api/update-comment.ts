import { updateCommentReplySchema } from '@door/contract';
import { apiClient } from '../../../lib/api-client';

/** Saves the configuration's comment (POST /configurator/{id}/updatecomment). */
export const updateComment = async (configurationId: string, comment: string) =>
  updateCommentReplySchema.parse(
    await apiClient.post(`/configurator/${configurationId}/updatecomment`, { Comment: comment }),
  );
