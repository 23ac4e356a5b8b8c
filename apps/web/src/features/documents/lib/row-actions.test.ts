import { DOCUMENT_STATUS_IDS, type DocumentListRow, type Role } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_FLAGS } from '#web/stores/app-store';
import { listRow } from '../test/list-row';
import { actorOf, currentDocumentOf, enabledActions, homeViewOf, NO_LICENCE, visibleActions } from './row-actions';

const FULL = { EnabledApplication: true, EnabledEdifactExport: true, EnabledEdifactImport: true };

const actor = (role: Role | null, oem = false) => actorOf(role, { ...EMPTY_FLAGS, isUserOem: oem });

describe('list buttons from the transition table', () => {
  it("shows admins every 'my' button but submit for production, and installers no admin button", () => {
    expect(visibleActions(actor('admin'), 'my')).toEqual([
      'open',
      'newOffer',
      'assign',
      'send',
      'copy',
      'confirm',
      'ediExport',
      'ediImport',
      'forward',
      'sendToSupplier',
      'archive',
      'toggleProject',
    ]);
    expect(visibleActions(actor('prod', true), 'my')).toContain('submitForProduction');
    expect(visibleActions(actor('mon'), 'all')).toEqual(['open', 'forward', 'archive']);
    expect(visibleActions(actor('mon'), 'my')).toEqual([]);
    expect(visibleActions(actor('admin'), 'all')).toEqual([
      'open',
      'assign',
      'copy',
      'forward',
      'sendToSupplier',
      'archive',
      'toggleProject',
    ]);
  });

  it('enables only row-free buttons when nothing is selected', () => {
    const enabled = enabledActions({ actor: actor('admin'), licence: FULL, view: 'my', row: null });
    expect([...enabled].sort()).toEqual(['ediImport', 'newOffer']);
  });

  it('enables confirm for a draft offer in an active project and not in a closed one', () => {
    const enabled = (row: DocumentListRow) => enabledActions({ actor: actor('admin'), licence: FULL, view: 'my', row });
    expect(enabled(listRow()).has('confirm')).toBe(true);
    expect(enabled(listRow({ project: 'closed' })).has('confirm')).toBe(false);
    expect(enabled(listRow({ status: 'confirmed' })).has('confirm')).toBe(false);
    expect(enabled(listRow({ status: 'archived' })).has('archive')).toBe(false);
    expect(enabled(listRow({ status: 'received' })).has('forward')).toBe(true);
    expect(enabled(listRow()).has('forward')).toBe(false);
  });

  it('enables send only for a row with a recipient partner, not an offer, in an active project', () => {
    const enabled = (row: DocumentListRow) => enabledActions({ actor: actor('admin'), licence: FULL, view: 'my', row });
    expect(enabled(listRow({ status: 'confirmed', RecipientPartnerName: 'Mizarstvo Novak s.p.' })).has('send')).toBe(
      true,
    );
    expect(enabled(listRow({ status: 'confirmed', RecipientPartnerName: null })).has('send')).toBe(false);
    expect(enabled(listRow({ status: 'offer', RecipientPartnerName: 'Mizarstvo Novak s.p.' })).has('send')).toBe(false);
    expect(
      enabled(listRow({ status: 'confirmed', project: 'closed', RecipientPartnerName: 'Mizarstvo Novak s.p.' })).has(
        'send',
      ),
    ).toBe(false);
  });

  it('disables everything but open without the application licence', () => {
    const enabled = enabledActions({ actor: actor('admin'), licence: NO_LICENCE, view: 'my', row: listRow() });
    expect([...enabled]).toEqual(['open']);
  });

  it('disables new offer while the list is in its error state', () => {
    const enabled = enabledActions({ actor: actor('admin'), licence: FULL, view: 'my', row: null, hasLoadError: true });
    expect(enabled.has('newOffer')).toBe(false);
    expect(enabled.has('ediImport')).toBe(true);
  });

  it('lands admin and sales on my, installers on all, customers nowhere', () => {
    expect(homeViewOf('admin')).toBe('my');
    expect(homeViewOf('prod')).toBe('my');
    expect(homeViewOf('mon')).toBe('all');
    expect(homeViewOf(null)).toBeNull();
  });

  it('keeps the opened row as the current document, read-only when the table says so', () => {
    expect(currentDocumentOf(listRow({ InitialSalesDocumentId: '33333333-3333-4333-8333-333333333333' }))).toEqual({
      documentId: '11111111-1111-4111-8111-111111111111',
      initialDocumentId: '33333333-3333-4333-8333-333333333333',
      name: '2026-0001',
      customer: 'Ana, Ana d.o.o.',
      project: 1,
      addingMode: false,
      disableEdit: false,
      status: DOCUMENT_STATUS_IDS.draft,
      currency: 'EUR',
    });
    expect(currentDocumentOf(listRow({ project: 'closed' })).disableEdit).toBe(true);
    expect(currentDocumentOf(listRow({ Currency: '' })).currency).toBe('EUR');
  });
});
