import { accountCalls } from './account.calls';
import { accountRegistrationCalls } from './account-registration.calls';
import { authCalls } from './auth.calls';
import { brandCalls } from './brand.calls';
import { calculationCalls } from './calculation.calls';
import { cartCalls } from './cart.calls';
import { catalogueCalls } from './catalogue.calls';
import { configurationsCalls } from './configurations.calls';
import { configuratorCalls } from './configurator.calls';
import { documentCalls } from './document.calls';
import { documentActionsCalls } from './document-actions.calls';
import { documentEdiCalls } from './document-edi.calls';
import { documentLookupsCalls } from './document-lookups.calls';
import { documentOpenTransCalls } from './document-opentrans.calls';
import { documentationCalls } from './documentation.calls';
import { documentsListCalls } from './documents-list.calls';
import { filesCalls } from './files.calls';
import { inquiryCalls } from './inquiry.calls';
import { insightCalls } from './insight.calls';
import { integrationsCalls } from './integrations.calls';
import { manageCalls } from './manage.calls';
import { offerOnlineCalls } from './offer-online.calls';
import { overviewCalls } from './overview.calls';
import { printCalls } from './print.calls';
import { publicDocumentsCalls } from './public-documents.calls';
import { remarksCalls } from './remarks.calls';
import { selectionCalls } from './selection.calls';
import { selectionLookupsCalls } from './selection-lookups.calls';
import { termsCalls } from './terms.calls';

/**
 * Every call of the API, by its operation id: the one table the server registers its routes from, the web client
 * types its calls with and the OpenAPI document is made from. A test fails on a route outside it or an entry
 * without a route.
 */
export const API_CALLS = {
  ...accountRegistrationCalls,
  ...accountCalls,
  ...authCalls,
  ...brandCalls,
  ...calculationCalls,
  ...cartCalls,
  ...catalogueCalls,
  ...configurationsCalls,
  ...configuratorCalls,
  ...documentActionsCalls,
  ...documentEdiCalls,
  ...documentOpenTransCalls,
  ...documentLookupsCalls,
  ...documentCalls,
  ...documentationCalls,
  ...documentsListCalls,
  ...filesCalls,
  ...inquiryCalls,
  ...insightCalls,
  ...integrationsCalls,
  ...manageCalls,
  ...offerOnlineCalls,
  ...overviewCalls,
  ...printCalls,
  ...publicDocumentsCalls,
  ...remarksCalls,
  ...selectionLookupsCalls,
  ...selectionCalls,
  ...termsCalls,
};

/** The call table's type. */
export type ApiCalls = typeof API_CALLS;
/** The operation id of a call. */
export type CallId = keyof ApiCalls;
export { type CallDefinition, type CallInput, type CallReply, defineCall, errorReplies } from './define-call';
export {
  OPENTRANS_UPLOAD_BODY_LIMIT,
  type OpenTransUploadBody,
  opentransRawUploadQuerySchema,
  opentransUploadBodySchema,
} from './document-opentrans.calls';
