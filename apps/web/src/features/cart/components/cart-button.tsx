import { isEditorRole } from '@door/contract';
import { Button, Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isDocumentsPath } from '../../../lib/navigation';
import { useAppStore } from '../../../stores/app-store';
import { InquiryDialog } from '../../inquiry/components/inquiry-dialog';
import { useCart } from '../api/get-cart';
import { CartPanel } from './cart-panel';

/** Document pages of the admin area and the public documents page have no cart. */
const isDocumentPage = (pathname: string) => isDocumentsPath(pathname) || pathname.toLowerCase().startsWith('/admin');

/** The header's cart button with its dropdown panel; hidden for admins, installers and on document pages. */
export const CartButton = () => {
  const role = useAppStore((state) => state.role);
  const token = useAppStore((state) => state.token);
  const { pathname } = useLocation();
  const hidden = (Boolean(token) && isEditorRole(role)) || isDocumentPage(pathname);
  return hidden ? null : <VisibleCartButton />;
};

const VisibleCartButton = () => {
  const { t } = useTranslation('cart');
  const [opened, setOpened] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [inquiring, setInquiring] = useState<string[] | null>(null);
  const cart = useCart();
  const count = cart.data?.length ?? 0;
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        width={460}
        trapFocus={!dialogOpen}
        closeOnClickOutside={!dialogOpen}
        closeOnEscape={!dialogOpen}
        withinPortal
      >
        <Popover.Target>
          <Button
            variant="subtle"
            className="header-control"
            onClick={() => setOpened((open) => !open)}
            aria-expanded={opened}
          >
            {t('button', { count })}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          {opened ? (
            <CartPanel
              onClose={() => setOpened(false)}
              onDialogChange={setDialogOpen}
              onSendInquiry={(ids) => {
                setOpened(false);
                setInquiring(ids);
              }}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
      <InquiryDialog
        opened={inquiring !== null}
        configurationIds={inquiring ?? []}
        onClose={() => setInquiring(null)}
      />
    </>
  );
};
