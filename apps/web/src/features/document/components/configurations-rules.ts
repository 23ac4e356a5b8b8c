import { DOCUMENT_STATUS_IDS, type DocumentConfigurationRow, LIMITS } from '@door/contract';

/** What the configurations page knows of the caller and the document. */
export type ConfigurationsContext = { isInstaller: boolean; isReadOnly: boolean };

/** The row actions of §2 "Configurations in a document". */
export type RowAction = 'details' | 'change' | 'copy' | 'delete' | 'quantity';

/** Whether the row's technical documentation is being generated. */
export const isGenerating = (row: Pick<DocumentConfigurationRow, 'DocumentStatusId'>): boolean =>
  row.DocumentStatusId === DOCUMENT_STATUS_IDS.generatingTechnicalDocumentation;

/** Whether a change needs the confirmation that the status will change (§4). */
export const needsChangeConfirmation = (row: Pick<DocumentConfigurationRow, 'DocumentStatusId'>): boolean =>
  row.DocumentStatusId === DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated;

/**
 * Whether an action is enabled on a row (§4, §6): installers may only open; a read-only document allows only
 * opening; change, copy and delete wait while documentation is generating or when no status is set.
 */
export const isRowActionEnabled = (
  action: RowAction,
  row: DocumentConfigurationRow,
  context: ConfigurationsContext,
) => {
  if (action === 'details') {
    return true;
  }
  if (context.isInstaller || context.isReadOnly) {
    return false;
  }
  if (action === 'quantity') {
    return true;
  }
  return row.DocumentStatusId !== null && !isGenerating(row);
};

/** Whether adding a configuration is enabled: not for installers, not on a read-only document. */
export const canAddConfiguration = (context: ConfigurationsContext) => !context.isInstaller && !context.isReadOnly;

/** Whether a typed quantity may be saved (§5: a number 1 to 100; disabled if empty or 0) and differs from the row. */
export const canSaveQuantity = (value: number | string, current: number): boolean =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= LIMITS.quantityMin &&
  value <= LIMITS.quantityMax &&
  value !== current;

/** The name of a row: the brand name plus the configuration's name for parent partners (§2, §6). */
export const rowName = (row: DocumentConfigurationRow, isParentPartner: boolean): string =>
  isParentPartner && row.ConfigurationBrandName && row.ConfigurationBrandName !== row.ConfigurationName
    ? `${row.ConfigurationBrandName} ${row.ConfigurationName}`
    : row.ConfigurationName;
