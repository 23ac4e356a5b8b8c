import {
  type DeliveryTermBody,
  decimalTextOf,
  hundredthsOf,
  type Language,
  normalizeDecimalInput,
  type PaymentTermBody,
  type TermsReply,
  type TermWriteReply,
} from '@door/contract';
import { centsToMoney, divideRoundHalfUp } from '@door/engine';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { authorizeDocument, canDocument, requireDocument } from '#server/policies/document.policy';
import { findDocumentMoneyAccess } from '#server/policies/document-access-query';
import { type DocumentTerm, readDocumentCalculation } from '#server/services/calculation/calculation-reader';
import { termTextIn } from '#server/services/calculation/term-texts';
import type { HistoryType } from '#server/services/document-history';
import { TERMS_MESSAGES as M } from './terms.messages';
import type { TermKind, TermsRepository, TermValues } from './terms.repository';

/** A document total with tax less a cash-discount percentage (hundredths), rounded half away from zero. */
export const paymentTermPriceCents = (totalCents: number, valueHundredths: number): number =>
  Number(divideRoundHalfUp(BigInt(totalCents) * BigInt(10000 - valueHundredths), 10000n));

const HISTORY: Record<TermKind, Record<'add' | 'change' | 'delete', HistoryType>> = {
  payment: { add: 'paymentTermAdded', change: 'paymentTermChanged', delete: 'paymentTermDeleted' },
  delivery: { add: 'deliveryTermAdded', change: 'deliveryTermChanged', delete: 'deliveryTermDeleted' },
};

const valuesOf = (body: PaymentTermBody | DeliveryTermBody): TermValues => ({
  name: body.Name,
  description: body.Description,
  valueHundredths: 'Value' in body ? hundredthsOf(normalizeDecimalInput(body.Value)) : null,
  sortOrder: Number(body.SortOrder),
});

/**
 * A document's payment and delivery terms: the reply of the terms page, and add, change and delete (admins and
 * sales, document not read-only), each in one transaction under the document's row lock with a history entry.
 */
export const createTermsService = ({ repository }: { repository: TermsRepository }) => {
  const load = async (
    tx: DbOrTx,
    caller: Caller,
    documentId: string,
    brandPartnerId: string,
    ability: 'readTerms' | 'edit',
  ) => {
    const money = requireDocument(await findDocumentMoneyAccess(tx, documentId, ability === 'edit'));
    const user = authorizeDocument(caller, 'readTerms', money.access);
    if (money.access.brandPartnerId !== brandPartnerId.toLowerCase()) {
      throw new AppError(M.brandPartnerMismatch);
    }
    return { money, user };
  };

  const write = (
    caller: Caller,
    documentId: string,
    brandPartnerId: string,
    kind: TermKind,
    action: 'add' | 'change' | 'delete',
    change: (tx: DbOrTx) => Promise<{ id: string; text: string; value: string }>,
  ): Promise<TermWriteReply> =>
    repository.transaction(async (tx) => {
      const { money, user } = await load(tx, caller, documentId, brandPartnerId, 'edit');
      authorizeDocument(user, 'edit', money.access);
      const done = await change(tx);
      await repository.recordChange(tx, {
        documentId: money.documentId,
        userId: user.userId,
        type: HISTORY[kind][action],
        text: done.text,
        value: done.value,
      });
      return { TermId: done.id };
    });

  const add = (caller: Caller, documentId: string, kind: TermKind, body: PaymentTermBody | DeliveryTermBody) =>
    write(caller, documentId, body.BrandPartnerId, kind, 'add', async (tx) => {
      const values = valuesOf(body);
      const id = await repository.insertTerm(tx, documentId, kind, values);
      return {
        id,
        text: values.name,
        value: values.valueHundredths === null ? '' : decimalTextOf(values.valueHundredths),
      };
    });

  /**
   * Changes a term. Words left as the page showed them (in the caller's language) keep the term's other languages;
   * retyped words are the term's words in every language from then on.
   */
  const update = (
    caller: Caller,
    documentId: string,
    kind: TermKind,
    termId: string,
    body: PaymentTermBody | DeliveryTermBody,
    language: Language,
  ) =>
    write(caller, documentId, body.BrandPartnerId, kind, 'change', async (tx) => {
      const existing = await repository.findTerm(tx, documentId, kind, termId);
      if (existing === null) {
        throw new AppError(M.termNotFound);
      }
      const values = valuesOf(body);
      const shown = termTextIn(existing, language);
      const retyped = values.name !== shown.name || values.description !== shown.description;
      await repository.updateTerm(
        tx,
        termId,
        retyped
          ? { ...values, texts: {} }
          : { ...values, name: existing.name, description: existing.description, texts: existing.texts },
      );
      return {
        id: termId,
        text: values.name,
        value: values.valueHundredths === null ? '' : decimalTextOf(values.valueHundredths),
      };
    });

  const remove = (caller: Caller, documentId: string, kind: TermKind, termId: string, brandPartnerId: string) =>
    write(caller, documentId, brandPartnerId, kind, 'delete', async (tx) => {
      const row = await repository.deleteTerm(tx, documentId, kind, termId);
      if (row === null) {
        throw new AppError(M.termNotFound);
      }
      return { id: termId, text: row.name, value: '' };
    });

  return {
    /** The document's terms: payment terms with their Price, delivery terms, currency and CanEdit. */
    async getTerms(
      caller: Caller,
      documentId: string,
      brandPartnerId: string,
      language: Language,
    ): Promise<TermsReply> {
      const db = repository.db;
      const { money, user } = await load(db, caller, documentId, brandPartnerId, 'readTerms');
      const calculation = requireDocument(await readDocumentCalculation(db, documentId));
      const total = calculation.totals.totalCents;
      const shown = (term: DocumentTerm) => {
        const { name, description } = termTextIn(term, language);
        return {
          TermId: term.id,
          Name: name,
          IsCustom: term.isCustom,
          Description: description,
          SortOrder: term.sortOrder,
        };
      };
      return {
        PaymentMethods: calculation.paymentTerms.map((term) => ({
          ...shown(term),
          Value: centsToMoney(term.valueHundredths ?? 0),
          Price: centsToMoney(paymentTermPriceCents(total, term.valueHundredths ?? 0)),
        })),
        PaymentTerms: calculation.deliveryTerms.map(shown),
        Currency: money.currency,
        TotalPriceWithTax: centsToMoney(total),
        CanEdit: canDocument(user, 'edit', money.access),
      };
    },
    /** Adds a custom payment term. */
    addPaymentTerm: (caller: Caller, documentId: string, body: PaymentTermBody) =>
      add(caller, documentId, 'payment', body),
    /** Changes a payment term of the document. */
    updatePaymentTerm: (
      caller: Caller,
      documentId: string,
      termId: string,
      body: PaymentTermBody,
      language: Language,
    ) => update(caller, documentId, 'payment', termId, body, language),
    /** Deletes a payment term of the document. */
    deletePaymentTerm: (caller: Caller, documentId: string, termId: string, brandPartnerId: string) =>
      remove(caller, documentId, 'payment', termId, brandPartnerId),
    /** Adds a custom delivery term. */
    addDeliveryTerm: (caller: Caller, documentId: string, body: DeliveryTermBody) =>
      add(caller, documentId, 'delivery', body),
    /** Changes a delivery term of the document. */
    updateDeliveryTerm: (
      caller: Caller,
      documentId: string,
      termId: string,
      body: DeliveryTermBody,
      language: Language,
    ) => update(caller, documentId, 'delivery', termId, body, language),
    /** Deletes a delivery term of the document. */
    deleteDeliveryTerm: (caller: Caller, documentId: string, termId: string, brandPartnerId: string) =>
      remove(caller, documentId, 'delivery', termId, brandPartnerId),
  };
};
