import { type ContactRow, type LanguageItem, type PartnerUser, type Role } from '@door/contract';
import type { Caller } from '#server/core/caller';
import { requireBrandPartner, requireStaff } from '#server/policies/access-guard';
import { assertCanReadDocument, requireDocument } from '#server/policies/document.policy';
import { documentAccessOf } from '#server/policies/document-access-query';
import type { DocumentLookupsRepository } from './document-lookups.repository';

// The literal text 'null' inside partner names is stripped (§3), as in the lists.
const cleanPartnerName = (name: string | null) => (name ?? '').replaceAll('null', '').trim();
const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** Lookups of the document dialogs: users to assign, contacts to forward or send to, languages of a document. */
export const createDocumentLookupsService = ({ repository }: { repository: DocumentLookupsRepository }) => {
  const staffAt = (caller: Caller, brandPartnerId: string, roles?: readonly Role[]) => {
    const user = requireStaff(caller, roles);
    requireBrandPartner(user, brandPartnerId);
    // Staff always belong to a partner (users_staff_or_customer check).
    return { ...user, partnerId: user.partnerId ?? '' };
  };

  return {
    /**
     * `users`: staff of the caller's partner and its child partners; `myusers` (`own`): the caller's partner only.
     * Only assign uses the list, an action of heads of sales and sales (403 for installers).
     */
    async listUsers(caller: Caller, brandPartnerId: string, own: boolean): Promise<PartnerUser[]> {
      const user = staffAt(caller, brandPartnerId, ['admin', 'prod']);
      const rows = await repository.listStaff(brandPartnerId, user.partnerId, !own);
      return rows.map((row) => ({
        PartnerUserId: row.id,
        Name: fullName(row.firstName, row.lastName),
        UserType: row.role ?? '',
        Partner: cleanPartnerName(row.partnerName),
      }));
    },

    /**
     * Contacts of the partner chain (parents and children of the caller's partner) and the brand partner's customer
     * contacts; `onlyParent` keeps the parent (supplier) chain only. `User` is '' for a contact without a user.
     */
    async listContacts(caller: Caller, brandPartnerId: string, onlyParent: boolean): Promise<ContactRow[]> {
      const user = staffAt(caller, brandPartnerId);
      const rows = await repository.listContacts(brandPartnerId, user.partnerId, {
        children: !onlyParent,
        customers: !onlyParent,
      });
      return rows.map((row) => ({
        ContactId: row.id,
        Name: fullName(row.firstName, row.lastName),
        Title: row.title,
        Partner: row.kind === 'customer' ? row.companyName : cleanPartnerName(row.partnerName),
        User:
          row.userId !== null && row.userFirstName !== null && row.userLastName !== null
            ? fullName(row.userFirstName, row.userLastName)
            : '',
      }));
    },

    /** The print and export languages, the document's own language marked as default (404, 403 foreign tenant). */
    async listDocumentLanguages(caller: Caller, documentId: string): Promise<LanguageItem[]> {
      const row = requireDocument(await repository.findDocumentAccess(documentId));
      assertCanReadDocument(caller, documentAccessOf(row));
      return (await repository.listLanguages()).map((language) => ({
        LanguageId: language.id,
        Name: language.name,
        Code: language.code,
        IsDefault: language.code === row.language,
      }));
    },
  };
};
