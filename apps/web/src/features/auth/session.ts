import { type AccountInfo, isEditorRole, type Role } from '@door/contract';
import { useAppStore } from '#web/stores/app-store';

/** The role of an account: the partner user type, else the first staff role, else none (customer). */
export const roleOf = (info: AccountInfo): Role | null => info.PartnerUserType ?? info.Roles[0] ?? null;

/** Stores role and flags of the signed-in user; editors also get their brand's theme and footer. */
export const applyAccount = (info: AccountInfo): Role | null => {
  const store = useAppStore.getState();
  const role = roleOf(info);
  store.setUser(role, {
    isUserOem: info.IsUserOem,
    isUserOemAdmin: info.IsUserOemAdmin,
    isParentPartner: info.IsParentPartner,
    numberOfBrands: info.NumberOfBrands,
  });
  if (isEditorRole(role)) {
    store.setBrandPartnerId(info.BrandInfo.BrandPartnerId);
    store.setTheme(info.BrandInfo);
    store.setFooter({
      Footer1text: info.Footer1text,
      Footer1url: info.Footer1url,
      Footer2text: info.Footer2text,
      Footer2url: info.Footer2url,
      Footer3text: info.Footer3text,
      Footer3url: info.Footer3url,
    });
  }
  return role;
};
