import { DOCUMENT_STATUS_IDS, type DocumentConfigurationRow } from '@door/contract';
import { describe, expect, it } from 'vitest';
import {
  canAddConfiguration,
  canSaveQuantity,
  isRowActionEnabled,
  needsChangeConfirmation,
  rowName,
} from './configurations-rules';

const row = (statusId: string | null): DocumentConfigurationRow => ({
  ConfigurationId: '00000000-0000-4000-8000-000000000001',
  SalesDocumentConfigurationId: '00000000-0000-4000-8000-000000000002',
  ConfigurationPosition: 1,
  ConfigurationBrandName: 'Triglav Premium',
  ConfigurationName: 'Triglav',
  Image: '/x.png',
  ConfigurationDateModified: '2026-11-22T10:00:00.000Z',
  TotalPrice: 100,
  ConfigurationWithAdditionalCost: 100,
  Quantity: 1,
  DocumentStatus: null,
  DocumentStatusId: statusId,
  PartId: '00000000-0000-4000-8000-000000000003',
  ClonePart: true,
  DeliveryDate: null,
  CustomerPosition: '',
});
const admin = { isInstaller: false, isReadOnly: false };

describe('configurations rules', () => {
  it('enables every action on a draft row for an admin of a writable document', () => {
    for (const action of ['details', 'change', 'copy', 'delete', 'quantity'] as const) {
      expect(isRowActionEnabled(action, row(DOCUMENT_STATUS_IDS.draft), admin)).toBe(true);
    }
    expect(canAddConfiguration(admin)).toBe(true);
  });

  it('disables change, copy and delete while documentation is generating or without a status', () => {
    for (const status of [DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation, null]) {
      for (const action of ['change', 'copy', 'delete'] as const) {
        expect(isRowActionEnabled(action, row(status), admin)).toBe(false);
      }
      expect(isRowActionEnabled('details', row(status), admin)).toBe(true);
    }
  });

  it('lets installers and readers of a read-only document only open', () => {
    for (const context of [
      { isInstaller: true, isReadOnly: false },
      { isInstaller: false, isReadOnly: true },
    ]) {
      expect(isRowActionEnabled('details', row(DOCUMENT_STATUS_IDS.draft), context)).toBe(true);
      for (const action of ['change', 'copy', 'delete', 'quantity'] as const) {
        expect(isRowActionEnabled(action, row(DOCUMENT_STATUS_IDS.draft), context)).toBe(false);
      }
      expect(canAddConfiguration(context)).toBe(false);
    }
  });

  it('asks for confirmation before changing a configuration with special documentation', () => {
    expect(needsChangeConfirmation(row(DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated))).toBe(true);
    expect(needsChangeConfirmation(row(DOCUMENT_STATUS_IDS.draft))).toBe(false);
  });

  it('saves a quantity of 1 to 100 that differs from the row, never an empty one or 0', () => {
    expect(canSaveQuantity(3, 1)).toBe(true);
    expect(canSaveQuantity('', 1)).toBe(false);
    expect(canSaveQuantity(0, 1)).toBe(false);
    expect(canSaveQuantity(101, 1)).toBe(false);
    expect(canSaveQuantity(1, 1)).toBe(false);
  });

  it('shows the brand name plus the name to parent partners only', () => {
    expect(rowName(row(null), true)).toBe('Triglav Premium Triglav');
    expect(rowName(row(null), false)).toBe('Triglav');
  });
});
