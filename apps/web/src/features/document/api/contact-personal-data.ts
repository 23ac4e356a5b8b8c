import type { PersonalDataErasure, PersonalDataExport } from '@door/contract';
import { callApi } from '#web/lib/api-call';

/** Everything held about a storefront's contact, on request: `POST /manage/personalData/export`. */
export const exportContactData = (brandPartnerId: string, email: string): Promise<PersonalDataExport> =>
  callApi('exportPersonalData', { body: { BrandPartnerId: brandPartnerId, Email: email } });

/** Erases a storefront's contact's data, the typed e-mail as the confirmation: `POST /manage/personalData/erase`. */
export const eraseContactData = (brandPartnerId: string, email: string, typed: string): Promise<PersonalDataErasure> =>
  callApi('erasePersonalData', { body: { BrandPartnerId: brandPartnerId, Email: email, Confirm: typed } });
