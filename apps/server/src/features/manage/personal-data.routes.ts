import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { brandPartners } from '#server/db/schema';
import { callRoutes } from '#server/plugins/call-routes';
import { PERSONAL_DATA_POLICY_MESSAGES, requirePersonalDataOfficer } from '#server/policies/personal-data.policy';
import { createPersonalDataService, type SubjectRequest } from '#server/services/personal-data/personal-data';

/**
 * A storefront's contact's data on request, by staff (GDPR Art. 15 and 17): the owning partner's head of sales and
 * the manufacturer's OEM admins export it or erase it (the e-mail typed again confirms an erasure).
 */
export const personalDataRoutes = async (app: FastifyInstance) => {
  const db = app.ctx.database.db;
  const personalData = createPersonalDataService({ db, files: app.ctx.files });
  const route = callRoutes(app);

  /** The officer and the subject: the contact's e-mail in the storefront, and its customer account if it has one. */
  const subjectOf = async (caller: Caller, brandPartnerId: string, email: string) => {
    const [storefront] = await db
      .select({ partnerId: brandPartners.partnerId })
      .from(brandPartners)
      .where(eq(brandPartners.id, brandPartnerId));
    const officer = requirePersonalDataOfficer(caller, storefront?.partnerId ?? null);
    const lower = email.toLowerCase();
    const request: SubjectRequest = {
      userId: await personalData.customerOf(brandPartnerId, lower),
      email: lower,
      brandPartnerId,
      installationWide: officer.installationWide,
    };
    return { officer, request };
  };

  route('exportPersonalData', async (request, reply) => {
    const { officer, request: subject } = await subjectOf(
      request.caller,
      request.body.BrandPartnerId,
      request.body.Email,
    );
    const data = await personalData.exportData(officer.user.userId, subject);
    return reply.header('cache-control', 'no-store').send(data);
  });

  route('erasePersonalData', async (request) => {
    const { officer, request: subject } = await subjectOf(
      request.caller,
      request.body.BrandPartnerId,
      request.body.Email,
    );
    if (request.body.Confirm.trim().toLowerCase() !== subject.email) {
      throw new AppError(PERSONAL_DATA_POLICY_MESSAGES.confirmMismatch, { detail: 'Confirm' });
    }
    const erasure = await personalData.erase(officer.user.userId, subject);
    if (subject.userId) {
      app.ctx.accountStates.forget(subject.userId);
    }
    return erasure;
  });
};
