import type { PersonalDataErasure, PersonalDataExport } from '@door/contract';
import { callApi } from '#web/lib/api-call';

/** Everything held about the signed-in user: `GET /account/data`. */
export const exportAccountData = (): Promise<PersonalDataExport> => callApi('exportAccountData', {});

/** Deletes the signed-in customer's account, the typed e-mail as the confirmation: `POST /account/delete`. */
export const deleteAccount = (typedEmail: string): Promise<PersonalDataErasure> =>
  callApi('deleteAccount', { body: { Email: typedEmail } });
