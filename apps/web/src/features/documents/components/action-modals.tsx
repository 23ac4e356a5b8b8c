import { AssignDialog } from './dialogs/assign-dialog';
import { ConfirmActionDialog } from './dialogs/confirm-action-dialog';
import { CopyDialog } from './dialogs/copy-dialog';
import type { ModalProps } from './dialogs/dialog-props';
import { EdiImportDialog } from './dialogs/edi-import-dialog';
import { ErpExportDialog } from './dialogs/erp-export-dialog';
import { ForwardDialog } from './dialogs/forward-dialog';
import { NewOfferDialog } from './dialogs/new-offer-dialog';
import { SendToSupplierDialog } from './dialogs/send-to-supplier-dialog';

/** Shows the dialog of the chosen action. */
export const ActionModals = (props: ModalProps) => {
  switch (props.dialog.action) {
    case 'confirm':
    case 'send':
    case 'archive':
    case 'toggleProject':
    case 'submitForProduction':
      return props.dialog.row ? <ConfirmActionDialog {...props} /> : null;
    case 'assign':
      return props.dialog.row ? <AssignDialog {...props} /> : null;
    case 'forward':
      return props.dialog.row ? <ForwardDialog {...props} /> : null;
    case 'copy':
      return props.dialog.row ? <CopyDialog {...props} /> : null;
    case 'sendToSupplier':
      return props.dialog.row ? <SendToSupplierDialog {...props} /> : null;
    case 'ediExport':
      return props.dialog.row ? <ErpExportDialog {...props} /> : null;
    case 'ediImport':
      return <EdiImportDialog {...props} />;
    case 'newOffer':
      return <NewOfferDialog {...props} />;
    default:
      return null;
  }
};
