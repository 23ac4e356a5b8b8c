import { DOCUMENT_STATUS_IDS, LANGUAGES, type Language } from '@door/contract';
import type { DbOrTx } from '#server/db/client';
import { brandMail, loadMailBrand } from '#server/services/brand-mail';
import { enqueueJob, type Job, type JobRunner } from '#server/services/job-runner';
import { enqueueMail, type MailMessage } from '#server/services/mail';
import {
  addDays,
  findOfferSettings,
  isPastValidity,
  OFFER_EXPIRY_JOB,
  OFFER_REMINDER_JOB,
  offerLinkUrl,
  offerTokenOf,
} from '#server/services/offer-links';
import { expiredSalesMail, reminderCustomerMail } from './offer-online.mail';
import type { OfferOnlineRepository } from './offer-online.repository';

const languageOf = (code: string | null | undefined, fallback: Language): Language =>
  LANGUAGES.includes(code as Language) ? (code as Language) : fallback;

/**
 * The jobs of the offer life, each due at its time in the job table (queued when the offer is sent): the reminder to
 * the customer before the offer expires (when the storefront's reminder is on), and the expiry of an offer still
 * unanswered the day after its valid-until date, which tells the salesperson. Each does its work in the transaction
 * that marks the job done, under the offer's row lock, and does nothing when the offer was answered, replaced or
 * withdrawn meanwhile; a valid-until date moved later makes the expiry wait for the new date.
 */
export const registerOfferOnlineJobs = ({
  jobs,
  repository,
  offerLinkKey,
}: {
  jobs: JobRunner;
  repository: OfferOnlineRepository;
  offerLinkKey: Buffer;
}) => {
  const linkIdOf = (job: Job) => String(job.payload.linkId ?? '');

  /** The link's offer, locked, when it still waits for an answer on this link; null otherwise. */
  const openOffer = async (tx: DbOrTx, job: Job) => {
    const row = await repository.findLinkById(tx, linkIdOf(job), true);
    if (
      !row ||
      row.link.replacedByLinkId ||
      row.document.statusId !== DOCUMENT_STATUS_IDS.offer ||
      (await repository.findAnswerOfLink(tx, row.link.id))
    ) {
      return null;
    }
    return row;
  };

  const enqueueBranded = async (tx: DbOrTx, brandPartnerId: string, message: MailMessage) => {
    const brand = await loadMailBrand(tx, brandPartnerId);
    await enqueueMail(tx, brand ? brandMail(message, brand) : message);
  };

  jobs.register(OFFER_EXPIRY_JOB, {
    run: async (job) => ({
      finish: async (tx) => {
        const row = await openOffer(tx, job);
        const validUntil = row?.document.validUntil;
        if (!row || !validUntil) {
          return;
        }
        const { document, link } = row;
        if (!isPastValidity(validUntil)) {
          // The date was moved later after sending: expire on the day after the new one.
          await enqueueJob(tx, {
            kind: OFFER_EXPIRY_JOB,
            payload: { linkId: link.id },
            runAt: new Date(Date.parse(`${addDays(validUntil, 1)}T00:00:00Z`)),
          });
          return;
        }
        await repository.setAnswered(tx, document.id, DOCUMENT_STATUS_IDS.expired);
        await repository.insertHistory(tx, document.id, 'offerExpired', validUntil);
        const sales = await repository.findSalesContact(tx, document);
        if (sales.email) {
          const language = languageOf(sales.language, languageOf(link.language, 'sl'));
          await enqueueBranded(tx, document.brandPartnerId, {
            ...expiredSalesMail(language, sales.email, { title: link.content.Title, validUntil }),
            kind: 'offer-expired',
          });
        }
      },
    }),
  });

  jobs.register(OFFER_REMINDER_JOB, {
    run: async (job) => ({
      finish: async (tx) => {
        const row = await openOffer(tx, job);
        const validUntil = row?.document.validUntil;
        if (!row || !validUntil || isPastValidity(validUntil) || !row.document.contactEmail) {
          return;
        }
        const { document, link } = row;
        // The storefront may have turned reminders off since the offer was sent.
        if ((await findOfferSettings(tx, document.brandPartnerId)).reminderDays === null) {
          return;
        }
        if (!(await repository.markReminded(tx, link.id))) {
          return;
        }
        await enqueueBranded(tx, document.brandPartnerId, {
          ...reminderCustomerMail(languageOf(link.language, 'sl'), document.contactEmail, {
            title: link.content.Title,
            validUntil,
            link: offerLinkUrl(link.publicUrl, offerTokenOf(offerLinkKey, link.id)),
            sender: link.content.Seller.Name,
          }),
          kind: 'offer-reminder',
        });
        await repository.insertHistory(tx, document.id, 'offerReminded', document.contactEmail, validUntil);
      },
    }),
  });
};
