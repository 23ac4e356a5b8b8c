import {
  type ContactData,
  type DeliveryData,
  formatMoney,
  type InquiryReply,
  type InquiryRequest,
  type ReceiptData,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { canActForBrandPartner } from '#server/policies/access-guard';
import { canSeePrices } from '#server/policies/price.policy';
import { brandMail, loadMailBrand } from '#server/services/brand-mail';
import { hashCartToken } from '#server/services/cart-tokens';
import { copyConfiguration } from '#server/services/configuration-copies';
import type { ConfigurationSummaries } from '#server/services/configuration-summary';
import { documentContactColumns } from '#server/services/document-contact';
import { formatDocumentNumber, takeDocumentNumber, takeProjectNumber } from '#server/services/document-numbers';
import { enqueueCappedMail, enqueueMail, type MailMessage } from '#server/services/mail';
import { customerInquiryMail, type InquiryMailData, partnerInquiryMail } from './inquiry.mail';
import { INQUIRY_MESSAGES as M } from './inquiry.messages';
import type { InquiryRepository } from './inquiry.repository';

const OVERVIEW_PATH = '/configurator/confirmation';
/**
 * At most this many inquiry confirmations to one address (any letter case) an hour: anyone may send an inquiry with
 * any contact e-mail, so the form must not be a way to flood a mailbox. The inquiry itself is always saved and the
 * brand partner always mailed.
 */
export const INQUIRY_CUSTOMER_MAILS_PER_HOUR = 5;

const joinLine = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(' ');

type Address = Partial<
  Pick<ContactData, 'CompanyName' | 'CompanyRegistration' | 'CompanyVAT' | 'Telephone' | 'Address'>
> &
  Pick<ContactData, 'FirstName' | 'LastName' | 'City' | 'Zip'> & {
    Addressing?: string | null | undefined;
    Email?: string;
  };

const addressLines = (address: Address, countryCode: string): string[] =>
  [
    joinLine(address.Addressing, address.FirstName, address.LastName),
    joinLine(address.CompanyName, address.CompanyRegistration, address.CompanyVAT),
    address.Address ?? '',
    joinLine(address.Zip, address.City, countryCode.toUpperCase()),
    address.Email ?? '',
    address.Telephone ?? '',
  ].filter((line) => line.trim() !== '');

/** Sends inquiries: from chosen configurations to a project, an inquiry document and two e-mails. */
export const createInquiryService = ({
  repository,
  summaries,
}: {
  repository: InquiryRepository;
  summaries: ConfigurationSummaries;
}) => {
  /** Links point at this server whatever the client sent: only the overview path of WebUrl is taken. */
  const overviewLink = (publicUrl: string, webUrl: string, configurationId: string, brandPartnerId: string) => {
    let path = OVERVIEW_PATH;
    try {
      const parsed = new URL(webUrl, publicUrl);
      if (parsed.pathname.toLowerCase().startsWith(OVERVIEW_PATH)) {
        path = parsed.pathname;
      }
    } catch {
      // An unreadable WebUrl falls back to the overview path.
    }
    const url = new URL(path, publicUrl);
    url.searchParams.set('id', configurationId);
    url.searchParams.set('bpi', brandPartnerId);
    return url.toString();
  };

  const countryCodeOf = async (countryId: string, field: string) => {
    const code = await repository.findCountryCode(countryId);
    if (!code) {
      throw new AppError(M.countryNotFound, { detail: `${field}: unknown country` });
    }
    return code;
  };

  return {
    /**
     * Validates the inquiry against the caller's rights, then in one transaction creates a project and an inquiry
     * document (status received) with the contact and the configurations, takes them out of the cart and queues the
     * mails to the customer and the brand partner.
     */
    async send(caller: Caller, body: InquiryRequest, publicUrl: string): Promise<InquiryReply> {
      const storefront = await repository.findBrandPartner(body.BrandPartnerId);
      if (!storefront) {
        throw new AppError(M.brandPartnerNotFound);
      }
      if (!storefront.isActive) {
        throw new AppError(M.brandPartnerInactive);
      }
      if (caller.kind === 'user' && !canActForBrandPartner(caller, storefront.id)) {
        throw new AppError(M.configurationNotAllowed);
      }
      const isStaff = caller.kind === 'user' && caller.role !== null;
      const contact = body.ConfigurationContact;
      const delivery: DeliveryData | null = contact.DeliveryAddress ? (contact.DeliveryData ?? null) : null;
      const receipt: ReceiptData | null = contact.ReceiptAddress ? (contact.ReceiptData ?? null) : null;
      const contactCountry = await countryCodeOf(
        contact.ContactData.CountryId,
        'ConfigurationContact.ContactData.CountryId',
      );
      const deliveryCountry = delivery
        ? await countryCodeOf(delivery.CountryId, 'ConfigurationContact.DeliveryData.CountryId')
        : '';
      const receiptCountry = receipt
        ? await countryCodeOf(receipt.CountryId, 'ConfigurationContact.ReceiptData.CountryId')
        : '';

      let tokenId: string | null = null;
      if (caller.kind === 'anonymous' && body.UserTokenId) {
        tokenId = await repository.findTokenId(hashCartToken(body.UserTokenId));
        if (!tokenId) {
          throw new AppError(M.cartNotFound);
        }
      }

      const ids = [...new Set(body.Configurations)];
      const rows = await repository.findConfigurations(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.map((id) => {
        const row = byId.get(id);
        if (!row) {
          throw new AppError(M.configurationNotFound, { detail: id });
        }
        const userId = caller.kind === 'user' ? caller.userId : null;
        const ownsConfiguration = row.ownerUserId === null || row.ownerUserId === userId;
        // A configuration in someone's cart goes only with that cart's owner (or the token that reads it).
        const ownsCart =
          (row.cartUserId === null || row.cartUserId === userId) &&
          (row.cartTokenId === null || row.cartTokenId === tokenId);
        if (row.brandPartnerId !== storefront.id || (!isStaff && (!ownsConfiguration || !ownsCart))) {
          throw new AppError(M.configurationNotAllowed, { detail: id });
        }
        return row;
      });

      const lang = body.Lang;
      const described = await Promise.all(ordered.map((row) => summaries.summarize(row, lang)));
      const customerName = joinLine(contact.ContactData.FirstName, contact.ContactData.LastName);
      const year = new Date().getUTCFullYear();

      return repository.transaction(async (tx) => {
        const projectNumber = await takeProjectNumber(tx, storefront.partnerId);
        const number = await takeDocumentNumber(tx, storefront.partnerId, year);
        const documentNumber = formatDocumentNumber(year, number);
        const userId = caller.kind === 'user' ? caller.userId : null;
        const projectId = await repository.insertProject(tx, {
          partnerId: storefront.partnerId,
          brandPartnerId: storefront.id,
          number: projectNumber,
          createdByUserId: userId,
        });
        const documentId = await repository.insertInquiryDocument(tx, projectId, {
          brandPartnerId: storefront.id,
          year,
          number,
          ownerPartnerId: storefront.partnerId,
          customerUserId: caller.kind === 'user' && !isStaff ? caller.userId : null,
          ...documentContactColumns(contact.ContactData),
          deliveryData: delivery,
          receiptData: receipt,
          currency: storefront.currency,
          language: lang,
        });
        // The document holds copies: the customer's own configurations stay theirs (the mail links them).
        const copies: string[] = [];
        for (const row of ordered) {
          copies.push(await copyConfiguration(tx, row.id, row.ownerUserId));
        }
        await repository.pinConfigurations(
          tx,
          ordered.flatMap((row, index) => {
            const summary = described[index];
            return summary && summary.catalogueVersionId !== row.catalogueVersionId
              ? [
                  {
                    id: copies[index] as string,
                    catalogueVersionId: summary.catalogueVersionId,
                    choices: summary.choices,
                  },
                ]
              : [];
          }),
        );
        await repository.insertDocumentConfigurations(
          tx,
          documentId,
          ordered.map((row, index) => ({
            configurationId: copies[index] as string,
            quantity: row.cartQuantity ?? 1,
            unitPriceCents: described[index]?.priceCents ?? 0,
          })),
        );
        await repository.insertHistory(tx, {
          documentId,
          type: 'created',
          text: 'inquiry',
          value: documentNumber,
          userId,
        });
        await repository.releaseConfigurations(tx, ids);

        const configurationsFor = (withPrices: boolean) =>
          ordered.map((row, index) => {
            const summary = described[index] as (typeof described)[number];
            const quantity = row.cartQuantity ?? 1;
            return {
              position: index + 1,
              name: summary.name,
              quantity,
              price:
                withPrices && summary.priceCents !== null
                  ? formatMoney((summary.priceCents * quantity) / 100, summary.currency)
                  : null,
              lines: summary.lines,
              comment: summary.comment,
              link: overviewLink(publicUrl, body.WebUrl, row.id, storefront.id),
            };
          });
        const data = (withPrices: boolean): InquiryMailData => ({
          lang,
          storefrontTitle: storefront.title || storefront.brandName,
          documentNumber,
          customerName,
          contactLines: addressLines(contact.ContactData, contactCountry),
          deliveryLines: delivery ? addressLines(delivery, deliveryCountry) : null,
          receiptLines: receipt ? addressLines(receipt, receiptCountry) : null,
          consents: {
            marketing: contact.ContactData.Marketing,
            notifications: contact.ContactData.Notifications,
            personalData: contact.ContactData.PersonalData,
          },
          configurations: configurationsFor(withPrices),
          overviewLink: overviewLink(publicUrl, body.WebUrl, ids[0] as string, storefront.id),
        });
        // The customer's mail shows prices only to whom the configurator shows them (the price policy); the
        // partner's own mail always carries its prices.
        // Both in the storefront's look.
        const brand = await loadMailBrand(tx, storefront.id);
        const branded = <T extends MailMessage>(mail: T) => (brand ? brandMail(mail, brand) : mail);
        await enqueueCappedMail(
          tx,
          {
            ...branded(customerInquiryMail(data(canSeePrices(caller, storefront.id)), contact.ContactData.Email)),
            kind: 'inquiry-customer',
          },
          INQUIRY_CUSTOMER_MAILS_PER_HOUR,
        );
        await enqueueMail(tx, {
          ...branded(partnerInquiryMail(data(true), storefront.inquiryEmail)),
          kind: 'inquiry-partner',
        });
        return {
          SalesDocumentId: documentId,
          DocumentNumber: documentNumber,
          ProjectId: projectId,
          ProjectNumber: projectNumber,
        };
      });
    },
  };
};
/** The inquiry service. */
export type InquiryService = ReturnType<typeof createInquiryService>;
