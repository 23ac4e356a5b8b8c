import type { UpdateCommentReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';

/** Saves the configuration's comment (POST /configurator/{id}/updatecomment). */
export const updateComment = async (configurationId: string, comment: string) =>
  apiClient.post<UpdateCommentReply>(`/configurator/${configurationId}/updatecomment`, { Comment: comment });
