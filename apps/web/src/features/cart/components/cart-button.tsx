import { isEditorRole } from '@door/contract';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useCart } from '#web/api/get-cart';
import { useTranslation } from '#web/i18n';
import { isDocumentsPath } from '#web/lib/navigation';
import { useAppStore } from '#web/stores/app-store';

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

const loadCartMenu = () => import('./cart-menu');
const CartMenu = lazy(() => loadCartMenu().then((module) => ({ default: module.CartMenu })));

const VisibleCartButton = () => {
  const { t } = useTranslation('cart');
  const [menuWanted, setMenuWanted] = useState(false);
  const cart = useCart();
  const count = cart.data?.length ?? 0;
  const renderButton = (onClick: () => void, opened: boolean) => (
    <button
      type="button"
      className="header-control"
      onClick={onClick}
      onPointerEnter={() => void loadCartMenu()}
      onFocus={() => void loadCartMenu()}
      aria-expanded={opened}
    >
      {t('button', { count })}
    </button>
  );
  if (!menuWanted) {
    return renderButton(() => setMenuWanted(true), false);
  }
  return (
    <Suspense fallback={renderButton(() => undefined, false)}>
      <CartMenu renderButton={renderButton} />
    </Suspense>
  );
};
