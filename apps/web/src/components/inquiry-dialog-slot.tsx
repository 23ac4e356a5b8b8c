import { type ComponentType, createContext, type ReactNode, Suspense, useContext, useState } from 'react';

/** Props of the inquiry dialog. */
export type InquiryDialogProps = {
  opened: boolean;
  /** The configurations the inquiry carries. */
  configurationIds: string[];
  onClose: () => void;
  /** Called after the inquiry was sent. */
  onSent?: () => void;
};

/** The dialog component the app puts into the slot (a lazy one loads on first use). */
export type InquiryDialogComponent = ComponentType<InquiryDialogProps>;

const InquiryDialogContext = createContext<InquiryDialogComponent | null>(null);

/**
 * Puts the inquiry feature's dialog into the slot. The cart menu and the configurator pages open it, but features do
 * not import each other, so the app wires the dialog in (`app/provider.tsx`).
 */
export const InquiryDialogProvider = ({
  dialog,
  children,
}: {
  dialog: InquiryDialogComponent;
  children: ReactNode;
}) => <InquiryDialogContext.Provider value={dialog}>{children}</InquiryDialogContext.Provider>;

/** The inquiry dialog of the slot; rendered from its first opening on, so its code loads only when it is wanted. */
export const InquiryDialog = (props: InquiryDialogProps) => {
  const Dialog = useContext(InquiryDialogContext);
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened && !wasOpened) {
    setWasOpened(true);
  }
  if (!Dialog) {
    throw new Error('The inquiry dialog is used outside InquiryDialogProvider');
  }
  return wasOpened ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
};
