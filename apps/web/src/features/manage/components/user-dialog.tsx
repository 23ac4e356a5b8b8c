import '#web/lib/mantine-styles';
import {
  type CreateUserBody,
  createUserBodySchema,
  LANGUAGES,
  type Language,
  type ManagedUser,
  type ManageScope,
  type Role,
} from '@door/contract';
import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FormDialog } from '#web/components/form-dialog';
import { useTranslation } from '#web/i18n';
import { useManageForm } from './use-manage-form';

/** The user dialog's values. */
export type UserFormValues = {
  Email: string;
  FirstName: string;
  LastName: string;
  Role: Role;
  PartnerId: string;
  IsOem: boolean;
  IsOemAdmin: boolean;
  IsParentPartner: boolean;
  BrandPartnerIds: string[];
  DefaultBrandPartnerId: string | null;
  Language: Language;
  IsActive: boolean;
};

/** The body of a create (and, with IsActive and Version, of a change). */
export const userBodyOf = (values: UserFormValues): CreateUserBody => ({
  Email: values.Email.trim(),
  FirstName: values.FirstName.trim(),
  LastName: values.LastName.trim(),
  Role: values.Role,
  PartnerId: values.PartnerId,
  IsOem: values.IsOem,
  IsOemAdmin: values.IsOemAdmin,
  IsParentPartner: values.IsParentPartner,
  BrandPartnerIds: values.BrandPartnerIds,
  DefaultBrandPartnerId: values.DefaultBrandPartnerId ?? values.BrandPartnerIds[0] ?? null,
  Language: values.Language,
});

/** A new user's values: the first grantable role, partner and storefront. */
export const newUserValues = (scope: ManageScope, language: Language): UserFormValues => ({
  Email: '',
  FirstName: '',
  LastName: '',
  Role: scope.GrantableRoles.includes('prod') ? 'prod' : (scope.GrantableRoles[0] ?? 'mon'),
  PartnerId: scope.Partners[0]?.PartnerId ?? '',
  IsOem: false,
  IsOemAdmin: false,
  IsParentPartner: false,
  BrandPartnerIds: scope.BrandPartners.length === 1 ? [scope.BrandPartners[0]?.BrandPartnerId ?? ''] : [],
  DefaultBrandPartnerId: null,
  Language: language,
  IsActive: true,
});

/** A user's values as read. */
export const userValuesOf = (user: ManagedUser): UserFormValues => ({
  Email: user.Email,
  FirstName: user.FirstName,
  LastName: user.LastName,
  Role: user.Role,
  PartnerId: user.PartnerId,
  IsOem: user.IsOem,
  IsOemAdmin: user.IsOemAdmin,
  IsParentPartner: user.IsParentPartner,
  BrandPartnerIds: user.BrandPartnerIds,
  DefaultBrandPartnerId: user.DefaultBrandPartnerId,
  Language: user.Language,
  IsActive: user.IsActive,
});

/**
 * The add/edit dialog of a staff user: name, e-mail, partner, role, flags and storefronts, offering only what the
 * caller may grant (the server refuses anything else too); a new user gets an invitation mail, never a password.
 */
export const UserDialog = ({
  scope,
  initial,
  isNew,
  pendingEmail = null,
  saving,
  onClose,
  onSave,
}: {
  scope: ManageScope;
  initial: UserFormValues;
  isNew: boolean;
  /** The new address of an e-mail change that waits for its confirmation. */
  pendingEmail?: string | null;
  saving: boolean;
  onClose: () => void;
  onSave: (values: UserFormValues) => void;
}) => {
  const { t } = useTranslation('manage');
  const { form, canSave, missing, errorOf } = useManageForm({
    schema: createUserBodySchema,
    initialValues: initial,
    toBody: userBodyOf,
  });
  const values = form.getValues();
  const granted = scope.BrandPartners.filter((row) => values.BrandPartnerIds.includes(row.BrandPartnerId));
  const flag = (name: 'IsOem' | 'IsOemAdmin' | 'IsParentPartner') => (
    <Checkbox
      label={t(`users.${name[0]?.toLowerCase()}${name.slice(1)}`)}
      // The OEM flags are set and taken away by OEM admins only; a flag held may be taken away by who may grant it.
      disabled={!scope.GrantableFlags[name] && (name !== 'IsParentPartner' || !values[name])}
      {...form.getInputProps(name, { type: 'checkbox' })}
    />
  );
  return (
    <FormDialog
      title={t(isNew ? 'users.newTitle' : 'users.editTitle')}
      labels={{ close: t('close'), cancel: t('cancel'), save: t('save') }}
      canSave={canSave}
      saving={saving}
      onClose={onClose}
      onSubmit={form.onSubmit((submitted) => onSave(submitted))}
      notice={missing ? t('missingFields') : null}
    >
      <Stack gap="sm" data-testid="user-dialog">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('users.firstName')}
            required
            {...form.getInputProps('FirstName')}
            error={errorOf('FirstName')}
          />
          <TextInput
            label={t('users.lastName')}
            required
            {...form.getInputProps('LastName')}
            error={errorOf('LastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('users.email')}
          type="email"
          required
          {...form.getInputProps('Email')}
          error={errorOf('Email')}
          description={pendingEmail ? t('users.pendingEmail', { email: pendingEmail }) : undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('users.partner')}
            required
            searchable
            allowDeselect={false}
            data={scope.Partners.map((row) => ({ value: row.PartnerId, label: row.Name }))}
            {...form.getInputProps('PartnerId')}
          />
          <Select
            label={t('users.role')}
            required
            allowDeselect={false}
            data={(['admin', 'prod', 'mon'] as const).map((role) => ({
              value: role,
              label: t(`roles.${role}`),
              disabled: !scope.GrantableRoles.includes(role),
            }))}
            {...form.getInputProps('Role')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('users.brandPartners')}
          required
          data={scope.BrandPartners.map((row) => ({
            value: row.BrandPartnerId,
            label: `${row.Title} (${row.BrandName})`,
          }))}
          {...form.getInputProps('BrandPartnerIds')}
          error={errorOf('BrandPartnerIds')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('users.defaultBrandPartner')}
            data={granted.map((row) => ({ value: row.BrandPartnerId, label: row.Title }))}
            {...form.getInputProps('DefaultBrandPartnerId')}
          />
          <Select
            label={t('users.language')}
            allowDeselect={false}
            data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            {...form.getInputProps('Language')}
          />
        </SimpleGrid>
        {flag('IsOem')}
        {flag('IsOemAdmin')}
        {flag('IsParentPartner')}
        {isNew ? (
          <Text size="sm" c="dimmed">
            {t('users.invitationNote')}
          </Text>
        ) : (
          <Checkbox label={t('users.isActive')} {...form.getInputProps('IsActive', { type: 'checkbox' })} />
        )}
      </Stack>
    </FormDialog>
  );
};
