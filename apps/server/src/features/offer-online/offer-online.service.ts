import { randomUUID } from 'node:crypto';
import {
  type AcceptOfferBody,
  type DeclineOfferBody,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentOfferOnline,
  LANGUAGES,
  type Language,
  OFFER_ONLINE_LIMITS,
  OFFER_TOKEN_PATTERN,
  type OfferQuestionBody,
  type OnlineOfferReply,
  type OnlineOfferState,
  offerPagePath,
  PROJECT_STATUS_IDS,
  type SetValidUntilBody,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { authorizeDocument, canDocument, requireDocument } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { emitDocumentEvent } from '#server/policies/event-recipients';
import { sanitizeSignaturePng } from '#server/render/png/signature-png';
import { brandMail, loadMailBrand } from '#server/services/brand-mail';
import { historyEntry } from '#server/services/document-history';
import { formatDocumentNumber } from '#server/services/document-numbers';
import type { FileStore } from '#server/services/file-store';
import { enqueueMail, type MailMessage } from '#server/services/mail';
import { offerContentFingerprint } from '#server/services/offer-fingerprint';
import {
  findOfferSettings,
  isPastValidity,
  offerTokenOf,
  rescheduleOfferExpiry,
  sha256Hex,
  todayUtc,
} from '#server/services/offer-links';
import {
  acceptedCustomerMail,
  acceptedSalesMail,
  changedSalesMail,
  declinedSalesMail,
  questionSalesMail,
} from './offer-online.mail';
import { OFFER_ONLINE_MESSAGES as M } from './offer-online.messages';
import type { OfferAnswer, OfferOnlineRepository } from './offer-online.repository';

type LinkRow = NonNullable<Awaited<ReturnType<OfferOnlineRepository['findByTokenHash']>>>;

/** Where an answer comes from: the evidence besides what the customer typed. */
export type AnswerOrigin = { ipAddress: string; userAgent: string };

const PDF = 'application/pdf';
const PNG = 'image/png';

/** Why an answer is refused, per state that is not open (409 each). */
const REFUSALS = {
  replaced: M.offerReplaced,
  expired: M.offerExpired,
  accepted: M.offerAccepted,
  declined: M.offerDeclined,
  closed: M.offerClosed,
} as const;

const languageOf = (code: string | null | undefined, fallback: Language = 'sl'): Language =>
  LANGUAGES.includes(code as Language) ? (code as Language) : fallback;

/** The states whose page shows the offer; the others show nothing of the document. */
const isShown = (state: OnlineOfferState) => state === 'open' || state === 'accepted' || state === 'declined';

/**
 * The state of a link: replaced first (an old link always points to the newest), then its own answer, then a
 * superseded revision (replaced too), the offer's validity, then whether the document is still an open offer in an
 * active project.
 */
const stateOf = (row: LinkRow, answer: OfferAnswer | null, now = new Date()): OnlineOfferState => {
  if (row.link.replacedByLinkId) {
    return 'replaced';
  }
  if (answer) {
    return answer.decision === 'accepted' ? 'accepted' : 'declined';
  }
  const { document } = row;
  // A later revision was marked as sent (delivered otherwise, no link of its own): this link is replaced all the same.
  if (document.statusId === DOCUMENT_STATUS_IDS.superseded) {
    return 'replaced';
  }
  if (
    document.statusId === DOCUMENT_STATUS_IDS.expired ||
    (document.statusId === DOCUMENT_STATUS_IDS.offer && isPastValidity(document.validUntil, now))
  ) {
    return 'expired';
  }
  if (
    document.statusId !== DOCUMENT_STATUS_IDS.offer ||
    document.typeId !== DOCUMENT_TYPE_IDS.offer ||
    row.projectStatusId !== PROJECT_STATUS_IDS.active
  ) {
    return 'closed';
  }
  return 'open';
};

/**
 * Whether an open link's offer was changed after the link was sent: its content's fingerprint now differs from the
 * one stored at sending (read in the caller's transaction; under the offer's row lock when accepting, so an edit
 * racing the acceptance comes wholly before or after it). A link sent before fingerprints were kept is not checked.
 */
const changedSinceSent = async (tx: DbOrTx, row: LinkRow): Promise<boolean> =>
  row.link.contentSha256 !== null && (await offerContentFingerprint(tx, row.document.id)) !== row.link.contentSha256;

/**
 * The offer online: the customer's page by its capability token (view, PDF, accept, decline, question), the jobs'
 * answers aside, and the salesperson's view of validity, life and evidence.
 */
export const createOfferOnlineService = ({
  repository,
  files,
  offerLinkKey,
}: {
  repository: OfferOnlineRepository;
  files: FileStore;
  offerLinkKey: Buffer;
}) => {
  /** The link of a token: 404 for an unknown and for a malformed token alike. */
  const find = async (tx: DbOrTx, token: string, lock = false): Promise<LinkRow> => {
    const row = OFFER_TOKEN_PATTERN.test(token) ? await repository.findByTokenHash(tx, sha256Hex(token), lock) : null;
    if (!row) {
      throw new AppError(M.linkInvalid);
    }
    return row;
  };

  const reply = async (
    tx: DbOrTx,
    row: LinkRow,
    answer: OfferAnswer | null,
    state: OnlineOfferState,
  ): Promise<OnlineOfferReply> => {
    const shown = isShown(state);
    const newest =
      state === 'replaced' && row.link.replacedByLinkId
        ? await repository.findNewestLink(tx, row.link.replacedByLinkId)
        : null;
    return {
      State: state,
      Language: languageOf(row.link.language),
      BrandPartnerId: row.document.brandPartnerId,
      ReplacedBy: newest ? offerPagePath(offerTokenOf(offerLinkKey, newest.id)) : null,
      // The page names the offer's current validity (a later change of the date applies to the link too).
      Offer: shown ? { ...row.link.content, ValidUntil: row.document.validUntil ?? row.link.content.ValidUntil } : null,
      FileName: shown ? row.link.fileName : '',
      PdfSha256: shown ? row.link.pdfSha256 : '',
      Answer:
        shown && answer
          ? {
              Decision: answer.decision === 'accepted' ? 'accepted' : 'declined',
              FullName: answer.fullName,
              At: answer.createdAt.toISOString(),
              Reason: answer.reason,
              PdfSha256: answer.pdfSha256,
            }
          : null,
      ChangedSinceSent: state === 'open' && (await changedSinceSent(tx, row)),
    };
  };

  /** A mail in the storefront's look. */
  const enqueueBranded = async (tx: DbOrTx, brandPartnerId: string, message: MailMessage) => {
    const brand = await loadMailBrand(tx, brandPartnerId);
    await enqueueMail(tx, brand ? brandMail(message, brand) : message);
  };

  const titleOf = (row: LinkRow) => row.link.content.Title;

  /**
   * Loads, locks and checks the link for an answer: 404 unknown, 409 naming why it can no longer be answered; for an
   * acceptance also 409 `offerChangedSinceSent` when the offer was changed after the link was sent (a decline answers
   * what was sent and stays possible).
   */
  const lockOpen = async (tx: DbOrTx, token: string, accepting = false) => {
    const row = await find(tx, token, true);
    const state = stateOf(row, await repository.findAnswerOfLink(tx, row.link.id));
    if (state !== 'open') {
      throw new AppError(REFUSALS[state]);
    }
    if (accepting && (await changedSinceSent(tx, row))) {
      throw new AppError(M.offerChangedSinceSent);
    }
    return row;
  };

  /**
   * An acceptance refused because the offer changed after it was sent: once per link (the first refusal after the
   * link was made), a history entry on the offer and a notice to the salesperson to send the current version. Its own
   * transaction: the refused acceptance itself changes nothing.
   */
  const noteChangedRefusal = (token: string) =>
    repository.transaction(async (tx) => {
      const row = await find(tx, token, true);
      const offer = row.document;
      if (await repository.hasHistorySince(tx, offer.id, 'offerChangedSinceSent', row.link.createdAt)) {
        return;
      }
      await repository.insertHistory(tx, offer.id, 'offerChangedSinceSent', row.link.fileName);
      const sales = await repository.findSalesContact(tx, offer);
      if (sales.email) {
        await enqueueBranded(tx, offer.brandPartnerId, {
          ...changedSalesMail(languageOf(sales.language, languageOf(row.link.language)), sales.email, {
            title: titleOf(row),
          }),
          kind: 'offer-answer',
        });
      }
    });

  /** The stored PDF of a link, as served: its bytes and SHA-256. */
  const pdfOf = async (row: LinkRow) => {
    const file = await files.get(row.link.pdfKey);
    if (!file) {
      throw new AppError(M.linkInvalid);
    }
    const bytes = Buffer.from(file.body);
    return { bytes, sha256: sha256Hex(bytes) };
  };

  /** The salesperson's view of a document's offer online; the answer's stored PDF is hashed again (no transaction). */
  const describe = async (caller: Caller, documentId: string, work: DbOrTx): Promise<DocumentOfferOnline> => {
    const found = requireDocument(await repository.findDocumentForStaff(work, documentId));
    const access = documentAccessOfRow(found);
    authorizeDocument(caller, 'print', access);
    const document = found.document;
    const isOffer = document.typeId === DOCUMENT_TYPE_IDS.offer;
    const answer = await repository.findAnswerOfDocument(work, documentId);
    const settings = await findOfferSettings(work, document.brandPartnerId);
    const current = isOffer ? await repository.findCurrentLinkOfDocument(work, documentId) : null;
    const linkOpen =
      current !== null && stateOf(current, await repository.findAnswerOfLink(work, current.link.id)) === 'open';
    let evidence: DocumentOfferOnline['Answer'] = null;
    if (answer) {
      const [pdf, picture, order] = await Promise.all([
        files.get(answer.pdfKey),
        answer.signatureKey ? files.get(answer.signatureKey) : Promise.resolve(null),
        answer.orderDocumentId ? repository.findNumber(work, answer.orderDocumentId) : Promise.resolve(null),
      ]);
      evidence = {
        Decision: answer.decision === 'accepted' ? 'accepted' : 'declined',
        FullName: answer.fullName,
        Reason: answer.reason,
        At: answer.createdAt.toISOString(),
        IpAddress: answer.ipAddress,
        UserAgent: answer.userAgent,
        PdfSha256: answer.pdfSha256,
        PdfVerified: pdf !== null && sha256Hex(pdf.body) === answer.pdfSha256,
        Signature: picture ? `data:image/png;base64,${Buffer.from(picture.body).toString('base64')}` : null,
        OrderDocumentId: answer.orderDocumentId,
        OrderNumber: order ? formatDocumentNumber(order.year, order.number) : null,
      };
    }
    return {
      IsOffer: isOffer,
      ValidUntil: document.validUntil,
      DefaultValidityDays: settings.validityDays,
      CanEditValidUntil: isOffer && canDocument(caller, 'edit', access),
      SentAt: document.offerSentAt?.toISOString() ?? null,
      ViewedAt: document.offerViewedAt?.toISOString() ?? null,
      AnsweredAt: document.offerAnsweredAt?.toISOString() ?? null,
      LinkOpen: linkOpen,
      ChangedSinceSent: linkOpen && current !== null && (await changedSinceSent(work, current)),
      Answer: evidence,
    };
  };

  /**
   * Accepts the offer: under the offer's row lock (so concurrent accepts make one order, and an edit of the offer
   * comes wholly before or after) it checks the link is open and the offer unchanged since the link was sent (409
   * otherwise), makes the order in the offer's project, records the evidence (name, time, address, user agent,
   * SHA-256 of the PDF bytes the page serves, the signature's PNG), sets the offer accepted, writes both histories and
   * mails the customer's confirmation (naming the hash, the PDF attached) and the salesperson.
   */
  const acceptOpen = async (token: string, body: AcceptOfferBody, origin: AnswerOrigin): Promise<OnlineOfferReply> => {
    let signature: Buffer | null = null;
    if (body.Signature) {
      const checked = sanitizeSignaturePng(
        Buffer.from(body.Signature.slice(body.Signature.indexOf(',') + 1), 'base64'),
        {
          maxWidth: OFFER_ONLINE_LIMITS.signatureMaxWidth,
          maxHeight: OFFER_ONLINE_LIMITS.signatureMaxHeight,
        },
      );
      if ('refused' in checked) {
        throw new AppError(M.signatureInvalid, { detail: 'Signature' });
      }
      signature = checked.png;
    }
    // Checked before any file is written; checked again under the lock below.
    const first = await repository.transaction((tx) => lockOpen(tx, token, true));
    const pdf = await pdfOf(first);
    const signatureKey = signature ? `offer-signatures/${first.document.id}/${randomUUID()}.png` : null;
    if (signatureKey && signature) {
      await files.put(signatureKey, signature, PNG);
    }
    try {
      return await repository.transaction(async (tx) => {
        const row = await lockOpen(tx, token, true);
        const offer = row.document;
        const ownerUserId = offer.salesmanUserId ?? row.link.createdByUserId;
        if (!ownerUserId) {
          throw new AppError(M.offerClosed);
        }
        // The order speaks the language the customer accepted in (its exports and mails read it).
        const order = await repository.createOrder(
          tx,
          { ...offer, language: languageOf(row.link.language, languageOf(offer.language)) },
          ownerUserId,
        );
        const answer = await repository.insertAnswer(tx, {
          documentId: offer.id,
          linkId: row.link.id,
          decision: 'accepted',
          fullName: body.FullName.trim(),
          signatureKey,
          signatureSha256: signature ? sha256Hex(signature) : null,
          pdfKey: row.link.pdfKey,
          pdfSha256: pdf.sha256,
          ipAddress: origin.ipAddress.slice(0, 64),
          userAgent: origin.userAgent.slice(0, 500),
          language: row.link.language,
          orderDocumentId: order.id,
        });
        await repository.setAnswered(tx, offer.id, DOCUMENT_STATUS_IDS.accepted);
        const orderNumber = formatDocumentNumber(order.year, order.number);
        const offerNumber = formatDocumentNumber(offer.year, offer.number);
        await repository.insertHistory(tx, offer.id, 'offerAccepted', answer.fullName, pdf.sha256);
        await repository.insertHistory(tx, order.id, 'orderFromAcceptance', offerNumber, answer.fullName);
        await emitDocumentEvent(tx, 'offer.accepted', offer.id, {
          OrderDocumentId: order.id,
          OrderNumber: orderNumber,
        });
        const language = languageOf(row.link.language);
        const facts = { title: titleOf(row), name: answer.fullName, at: answer.createdAt, pdfSha256: pdf.sha256 };
        if (offer.contactEmail) {
          const confirmation = acceptedCustomerMail(language, offer.contactEmail, {
            ...facts,
            sender: row.link.content.Seller.Name,
          });
          await enqueueBranded(tx, offer.brandPartnerId, {
            ...confirmation,
            kind: 'offer-accepted',
            attachments: [{ fileName: row.link.fileName, contentType: PDF, content: pdf.bytes }],
          });
        }
        const sales = await repository.findSalesContact(tx, offer);
        if (sales.email) {
          await enqueueBranded(tx, offer.brandPartnerId, {
            ...acceptedSalesMail(languageOf(sales.language, language), sales.email, { ...facts, orderNumber }),
            kind: 'offer-answer',
          });
        }
        return reply(
          tx,
          { ...row, document: { ...offer, statusId: DOCUMENT_STATUS_IDS.accepted } },
          answer,
          'accepted',
        );
      });
    } catch (error) {
      if (signatureKey) {
        await files.delete(signatureKey);
      }
      throw error;
    }
  };

  return {
    /** The page's data; the first opening of an open offer marks it viewed (document and history). */
    async getOffer(token: string): Promise<OnlineOfferReply> {
      return repository.transaction(async (tx) => {
        const row = await find(tx, token);
        const answer = await repository.findAnswerOfLink(tx, row.link.id);
        const state = stateOf(row, answer);
        if (state === 'open' && (await repository.markViewed(tx, row.link))) {
          await repository.insertHistory(tx, row.document.id, 'offerViewed', row.link.fileName);
        }
        return reply(tx, row, answer, state);
      });
    },

    /** The exact PDF mailed with the link; nothing (404) once the page shows nothing of the offer. */
    async getPdf(token: string): Promise<{ fileName: string; body: Buffer }> {
      const row = await find(repository.db, token);
      if (!isShown(stateOf(row, await repository.findAnswerOfLink(repository.db, row.link.id)))) {
        throw new AppError(M.linkInvalid);
      }
      return { fileName: row.link.fileName, body: (await pdfOf(row)).bytes };
    },

    /**
     * Accepts the offer (`acceptOpen`); an offer changed since the link was sent is refused (409) and, the first time
     * for the link, noted for the salesperson.
     */
    async accept(token: string, body: AcceptOfferBody, origin: AnswerOrigin): Promise<OnlineOfferReply> {
      try {
        return await acceptOpen(token, body, origin);
      } catch (error) {
        if (error instanceof AppError && error.code === M.offerChangedSinceSent.code) {
          await noteChangedRefusal(token);
        }
        throw error;
      }
    },

    /** Declines the offer with an optional reason (409 unless open): status declined, history, the salesperson told. */
    async decline(token: string, body: DeclineOfferBody, origin: AnswerOrigin): Promise<OnlineOfferReply> {
      return repository.transaction(async (tx) => {
        const row = await lockOpen(tx, token);
        const offer = row.document;
        const reason = (body.Reason ?? '').trim();
        const answer = await repository.insertAnswer(tx, {
          documentId: offer.id,
          linkId: row.link.id,
          decision: 'declined',
          reason,
          pdfKey: row.link.pdfKey,
          pdfSha256: row.link.pdfSha256,
          ipAddress: origin.ipAddress.slice(0, 64),
          userAgent: origin.userAgent.slice(0, 500),
          language: row.link.language,
        });
        await repository.setAnswered(tx, offer.id, DOCUMENT_STATUS_IDS.declined);
        await repository.insertHistory(tx, offer.id, 'offerDeclined', reason);
        const sales = await repository.findSalesContact(tx, offer);
        if (sales.email) {
          const language = languageOf(sales.language, languageOf(row.link.language));
          await enqueueBranded(tx, offer.brandPartnerId, {
            ...declinedSalesMail(language, sales.email, { title: titleOf(row), reason }),
            kind: 'offer-answer',
          });
        }
        return reply(
          tx,
          { ...row, document: { ...offer, statusId: DOCUMENT_STATUS_IDS.declined } },
          answer,
          'declined',
        );
      });
    },

    /** Mails the customer's question to the salesperson and keeps it in the history (while the offer is shown). */
    async ask(token: string, body: OfferQuestionBody): Promise<{ Sent: true }> {
      return repository.transaction(async (tx) => {
        const row = await find(tx, token);
        const state = stateOf(row, await repository.findAnswerOfLink(tx, row.link.id));
        if (!isShown(state)) {
          throw new AppError(REFUSALS[state as keyof typeof REFUSALS]);
        }
        const question = body.Question.trim();
        await repository.insertHistory(tx, row.document.id, 'offerQuestion', question);
        const sales = await repository.findSalesContact(tx, row.document);
        if (sales.email) {
          const offer = row.document;
          const who = [
            [offer.contactFirstName, offer.contactLastName].filter((part) => part).join(' '),
            offer.contactEmail ? `<${offer.contactEmail}>` : '',
          ]
            .filter((part) => part)
            .join(' ');
          await enqueueBranded(tx, offer.brandPartnerId, {
            ...questionSalesMail(languageOf(sales.language, languageOf(row.link.language)), sales.email, {
              title: titleOf(row),
              who,
              question,
            }),
            kind: 'offer-question',
          });
        }
        return { Sent: true };
      });
    },

    /** The salesperson's view: validity, sent/viewed/answered times and the answer with its PDF hash re-checked. */
    getForStaff: (caller: Caller, documentId: string) => describe(caller, documentId, repository.db),

    /** Sets the offer's valid-until date (today or later; 409 for a read-only document or another type). */
    async setValidUntil(caller: Caller, documentId: string, body: SetValidUntilBody): Promise<DocumentOfferOnline> {
      await repository.transaction(async (tx) => {
        const found = requireDocument(await repository.findDocumentForStaff(tx, documentId, true));
        const user = authorizeDocument(caller, 'edit', documentAccessOfRow(found));
        if (found.document.typeId !== DOCUMENT_TYPE_IDS.offer) {
          throw new AppError(M.notAnOffer);
        }
        if (body.ValidUntil < todayUtc()) {
          throw new AppError(M.validUntilPast, { detail: 'ValidUntil' });
        }
        if (body.ValidUntil !== found.document.validUntil) {
          await repository.setValidUntil(tx, documentId, body.ValidUntil);
          const earlier = found.document.validUntil !== null && body.ValidUntil < found.document.validUntil;
          if (earlier && found.document.statusId === DOCUMENT_STATUS_IDS.offer) {
            await rescheduleOfferExpiry(tx, documentId, body.ValidUntil);
          }
          await repository.insertHistoryOf(
            tx,
            historyEntry(
              documentId,
              user.userId,
              'offerValidUntilChanged',
              body.ValidUntil,
              found.document.validUntil ?? '',
            ),
          );
        }
      });
      return describe(caller, documentId, repository.db);
    },
  };
};
/** The offer online service. */
export type OfferOnlineService = ReturnType<typeof createOfferOnlineService>;
