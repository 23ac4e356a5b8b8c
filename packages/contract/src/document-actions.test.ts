import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACTIONS,
  type DocumentAction,
  type DocumentActionDecision,
  type DocumentActor,
  type DocumentLicence,
  type DocumentListView,
  decideDocumentAction,
  documentStatusCodeOf,
  documentTypeCodeOf,
  isDocumentReadOnly,
  projectStatusCodeOf,
} from './document-actions';
import {
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  PROJECT_STATUS_IDS,
  type ProjectStatusCode,
} from './reference-ids';

// The personas of the issue: admin, sales, installer, OEM, OEM admin, parent partner, customer.
const PERSONAS: Record<string, DocumentActor> = {
  admin: { role: 'admin', isOem: false, isOemAdmin: false, isParentPartner: false },
  sales: { role: 'prod', isOem: false, isOemAdmin: false, isParentPartner: false },
  installer: { role: 'mon', isOem: false, isOemAdmin: false, isParentPartner: false },
  oem: { role: 'admin', isOem: true, isOemAdmin: false, isParentPartner: false },
  oemAdmin: { role: 'admin', isOem: true, isOemAdmin: true, isParentPartner: false },
  oemSales: { role: 'prod', isOem: true, isOemAdmin: false, isParentPartner: false },
  parentPartner: { role: 'admin', isOem: false, isOemAdmin: false, isParentPartner: true },
  customer: { role: null, isOem: false, isOemAdmin: false, isParentPartner: false },
};

const TYPES = Object.keys(DOCUMENT_TYPE_IDS) as DocumentTypeCode[];
const STATUSES = Object.keys(DOCUMENT_STATUS_IDS) as DocumentStatusCode[];
const PROJECT_STATUSES = Object.keys(PROJECT_STATUS_IDS) as ProjectStatusCode[];
const VIEWS: DocumentListView[] = ['my', 'all'];
const LICENCES: DocumentLicence[] = [false, true].flatMap((EnabledApplication) =>
  [false, true].flatMap((EnabledEdifactExport) =>
    [false, true].map((EnabledEdifactImport) => ({ EnabledApplication, EnabledEdifactExport, EnabledEdifactImport })),
  ),
);

/**
 * The expectation, written from the specification's sentences (admin-and-documents §4 row rules, §6 roles, DOMAIN
 * "decided details"), one action at a time, without the implementation's helper lists.
 */
const expected = (
  action: DocumentAction,
  persona: string,
  licence: DocumentLicence,
  view: DocumentListView,
  type: DocumentTypeCode,
  status: DocumentStatusCode,
  project: ProjectStatusCode,
): DocumentActionDecision['allowed'] | 'role' | 'licence' | 'state' => {
  const headOfSalesOrSales = ['admin', 'sales', 'oem', 'oemAdmin', 'oemSales', 'parentPartner'].includes(persona);
  const installer = persona === 'installer';
  const oemUser = ['oem', 'oemAdmin', 'oemSales'].includes(persona);
  // Roles (§6 and DOMAIN): customers have no admin area; installers have only the 'all' view.
  if (persona === 'customer') {
    return 'role';
  }
  if (installer && view === 'my') {
    return 'role';
  }
  const roleOk: Record<DocumentAction, boolean> = {
    open: true,
    newOffer: view === 'my' && headOfSalesOrSales,
    assign: headOfSalesOrSales,
    send: view === 'my' && headOfSalesOrSales,
    copy: headOfSalesOrSales,
    confirm: view === 'my' && headOfSalesOrSales,
    submitForProduction: oemUser,
    ediExport: view === 'my' && headOfSalesOrSales,
    ediImport: view === 'my' && headOfSalesOrSales,
    forward: true,
    // Decision (docs/decisions.md): ordering from the supplier is a sales act, like ERP export.
    sendToSupplier: headOfSalesOrSales,
    archive: true,
    toggleProject: headOfSalesOrSales,
  };
  if (!roleOk[action]) {
    return 'role';
  }
  // Licence (§4): every action but opening needs the application licence; EDI its own flag as well.
  if (action !== 'open' && !licence.EnabledApplication) {
    return 'licence';
  }
  if (action === 'ediExport' && !licence.EnabledEdifactExport) {
    return 'licence';
  }
  if (action === 'ediImport' && !licence.EnabledEdifactImport) {
    return 'licence';
  }
  // Row rules (§4).
  const activeProject = project === 'active';
  let stateOk = true;
  if (action === 'confirm') {
    const offerOrOrderConfirmation = type === 'offer' || type === 'orderconfirmation';
    const alreadyConfirmed = oemUser
      ? ['confirmedOem', 'sendingToProduction', 'sentToProduction'].includes(status)
      : ['confirmed', 'confirmedOem', 'sendingToProduction', 'sentToProduction'].includes(status);
    // A superseded revision (issue 41) is final for confirming and sending, like an archived document.
    const final = status === 'archived' || status === 'superseded';
    stateOk = offerOrOrderConfirmation && !alreadyConfirmed && activeProject && !final;
  } else if (action === 'submitForProduction') {
    stateOk =
      ['confirmed', 'confirmedOem'].includes(status) &&
      ['offer', 'order', 'orderconfirmation'].includes(type) &&
      activeProject;
  } else if (action === 'send') {
    stateOk = activeProject && status !== 'offer' && status !== 'archived' && status !== 'superseded';
  } else if (action === 'forward') {
    stateOk = ['received', 'forwarded'].includes(status) && activeProject;
  } else if (action === 'assign') {
    stateOk =
      activeProject && status !== 'generatingTechnicalDocumentation' && (view === 'my' || status !== 'archived');
  } else if (action === 'archive') {
    stateOk = status !== 'archived';
  } else if (action === 'toggleProject') {
    stateOk = project === 'active' || project === 'closed';
  }
  return stateOk ? true : 'state';
};

const verdictOf = (decision: DocumentActionDecision) => (decision.allowed ? true : decision.reason);

describe('decideDocumentAction', () => {
  it('agrees with the specification for every type × status × project status × action × role × licence × view', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const [persona, actor] of Object.entries(PERSONAS)) {
      for (const licence of LICENCES) {
        for (const view of VIEWS) {
          for (const action of DOCUMENT_ACTIONS) {
            for (const type of TYPES) {
              for (const status of STATUSES) {
                for (const projectStatus of PROJECT_STATUSES) {
                  checked += 1;
                  const actual = verdictOf(
                    decideDocumentAction({ action, actor, licence, view, row: { type, status, projectStatus } }),
                  );
                  const want = expected(action, persona, licence, view, type, status, projectStatus);
                  if (actual !== want && mismatches.length < 20) {
                    mismatches.push(
                      `${persona} ${JSON.stringify(licence)} ${view} ${action} ${type} ${status} ${projectStatus}: ${actual} ≠ ${want}`,
                    );
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(8 * 8 * 2 * 13 * 8 * 31 * 4);
  });

  it('disables every row action when nothing is selected, but not new offer and EDI import', () => {
    const licence = { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true };
    const allowed = DOCUMENT_ACTIONS.filter(
      (action) =>
        decideDocumentAction({ action, actor: PERSONAS.oem as DocumentActor, licence, view: 'my', row: null }).allowed,
    );
    expect(allowed).toEqual(['newOffer', 'ediImport']);
  });

  it('gives installers in the all view no admin button', () => {
    const licence = { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true };
    const row = { type: 'offer', status: 'received', projectStatus: 'active' } as const;
    const allowed = DOCUMENT_ACTIONS.filter(
      (action) =>
        decideDocumentAction({ action, actor: PERSONAS.installer as DocumentActor, licence, view: 'all', row }).allowed,
    );
    expect(allowed).toEqual(['open', 'forward', 'archive']);
  });
});

describe('isDocumentReadOnly', () => {
  it('follows DOMAIN "Read-only" for every type × status × project status', () => {
    const readOnlyStatuses = [
      'archived',
      'confirmed',
      'confirmedOem',
      'sendingToProduction',
      'sentToProduction',
      'forwarded',
      'superseded',
      // Issue 41: an accepted offer is evidence of what was accepted.
      'accepted',
    ];
    for (const type of TYPES) {
      for (const status of STATUSES) {
        for (const projectStatus of PROJECT_STATUSES) {
          const want =
            status === 'archived' ||
            ['closed', 'sending', 'sent'].includes(projectStatus) ||
            readOnlyStatuses.includes(status) ||
            type === 'inquiry';
          expect(isDocumentReadOnly({ type, status, projectStatus }), `${type} ${status} ${projectStatus}`).toBe(want);
        }
      }
    }
  });

  it('keeps a draft offer in an active project editable', () => {
    expect(isDocumentReadOnly({ type: 'offer', status: 'draft', projectStatus: 'active' })).toBe(false);
  });
});

describe('id → code', () => {
  it('maps every fixed id back to its code, and no project to active', () => {
    expect(documentTypeCodeOf(DOCUMENT_TYPE_IDS.orderconfirmation)).toBe('orderconfirmation');
    expect(documentStatusCodeOf(DOCUMENT_STATUS_IDS.confirmedOem.toUpperCase())).toBe('confirmedOem');
    expect(projectStatusCodeOf(PROJECT_STATUS_IDS.sent)).toBe('sent');
    expect(projectStatusCodeOf('00000000-0000-0000-0000-000000000000')).toBe('active');
    expect(projectStatusCodeOf(null)).toBe('active');
    expect(documentTypeCodeOf('11111111-1111-4111-8111-111111111111')).toBeUndefined();
  });
});
