import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes';
import { authRoutes } from './auth/auth.routes';
import { brandRoutes } from './brand/brand.routes';
import { cartRoutes } from './cart/cart.routes';
import { configuratorRoutes } from './configurator/configurator.routes';
import { calculationRoutes } from './document-configuration/calculation.routes';
import { remarksRoutes } from './document-configuration/remarks.routes';
import { documentActionsRoutes } from './documents/document-actions.routes';
import { documentEdiRoutes } from './documents/document-edi.routes';
import { documentLookupsRoutes } from './documents/document-lookups.routes';
import { documentsListRoutes } from './documents/documents-list.routes';
import { filesRoutes } from './files/files.routes';
import { inquiryRoutes } from './inquiry/inquiry.routes';
import { printRoutes } from './print/print.routes';
import { selectionLookupsRoutes } from './selection/selection-lookups.routes';
import { selectionModelsRoutes } from './selection/selection-models.routes';

/** Registers every feature's routes below the API prefix. Each feature adds one line here. */
export const registerFeatures = async (app: FastifyInstance) => {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(brandRoutes);
  await app.register(selectionLookupsRoutes);
  await app.register(configuratorRoutes);
  await app.register(selectionModelsRoutes);
  await app.register(cartRoutes);
  await app.register(inquiryRoutes);
  await app.register(documentsListRoutes);
  await app.register(documentLookupsRoutes);
  await app.register(documentActionsRoutes);
  await app.register(documentEdiRoutes);
  await app.register(calculationRoutes);
  await app.register(printRoutes);
  await app.register(filesRoutes);
  await app.register(remarksRoutes);
};
