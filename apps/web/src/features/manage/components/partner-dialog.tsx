import '#web/lib/mantine-styles';
import { type CreatePartnerBody, createPartnerBodySchema, type ManagedPartner, type ManageScope } from '@door/contract';
import { Button, Checkbox, Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormDialog } from '#web/components/form-dialog';
import { useTranslation } from '#web/i18n';
import { useManageForm } from './use-manage-form';

/** The parent choice "none: a partner at the top of the network" (OEM admins only). */
export const NO_PARENT = 'none';

/** The partner dialog's values; the parent is a partner's id, `NO_PARENT`, or '' while nothing is chosen. */
export type PartnerFormValues = {
  Name: string;
  ParentPartnerId: string;
  IsOem: boolean;
  Address: { Street: string; PostalCode: string; City: string; Country: string };
  Contacts: {
    ContactId: string | null;
    Title: string;
    FirstName: string;
    LastName: string;
    Email: string;
    Telephone: string;
  }[];
  IsActive: boolean;
};

/** The body of a create (and, with IsActive and Version, of a change). */
export const partnerBodyOf = (values: PartnerFormValues): CreatePartnerBody => ({
  Name: values.Name.trim(),
  ParentPartnerId: values.ParentPartnerId === NO_PARENT ? null : values.ParentPartnerId,
  IsOem: values.IsOem,
  Address: values.Address,
  Contacts: values.Contacts.map((contact) => ({ ...contact, Email: contact.Email.trim() })),
});

/**
 * A new partner's values. The parent is chosen, never assumed: it is filled only when the caller manages exactly one
 * partner (a head of sales of a partner without children), which is then the only possible parent.
 */
export const newPartnerValues = (scope: ManageScope): PartnerFormValues => ({
  Name: '',
  ParentPartnerId:
    !scope.CanManageBrandPartners && scope.Partners.length === 1 ? (scope.Partners[0]?.PartnerId ?? '') : '',
  IsOem: false,
  Address: { Street: '', PostalCode: '', City: '', Country: '' },
  Contacts: [],
  IsActive: true,
});

/** A partner's values as read. */
export const partnerValuesOf = (partner: ManagedPartner): PartnerFormValues => ({
  Name: partner.Name,
  ParentPartnerId: partner.ParentPartnerId ?? NO_PARENT,
  IsOem: partner.IsOem,
  Address: partner.Address,
  Contacts: partner.Contacts,
  IsActive: partner.IsActive,
});

/**
 * The parents a partner may get: the partners the caller manages (itself excepted), "none" for OEM admins, and the
 * partner's present parent even when the caller does not manage it (a head of sales' own partner), so the dialog
 * always shows what is stored.
 */
export const parentChoices = (
  scope: ManageScope,
  partner: { PartnerId: string; ParentPartnerId: string | null; ParentPartnerName: string | null } | null,
  noParentLabel: string,
) => {
  const managed = scope.Partners.filter((row) => row.PartnerId !== partner?.PartnerId).map((row) => ({
    value: row.PartnerId,
    label: row.Name,
  }));
  const present = partner?.ParentPartnerId;
  const outside =
    present && !managed.some((row) => row.value === present)
      ? [{ value: present, label: partner.ParentPartnerName ?? present, disabled: true }]
      : [];
  const none =
    scope.CanManageBrandPartners || (partner !== null && present === null)
      ? [{ value: NO_PARENT, label: noParentLabel, disabled: !scope.CanManageBrandPartners }]
      : [];
  return [...none, ...outside, ...managed];
};

/**
 * The add/edit dialog of a partner: name, parent (chosen, never assumed: only partners the caller manages, and "none"
 * for the manufacturer's OEM admins; picking the chosen entry again keeps it), OEM flag (OEM admins), address and
 * contact persons, and, when editing, active. A refusal that names a field shows at that field.
 */
export const PartnerDialog = ({
  scope,
  partner,
  initial,
  saving,
  saveError,
  onClose,
  onSave,
}: {
  scope: ManageScope;
  partner: ManagedPartner | null;
  initial: PartnerFormValues;
  saving: boolean;
  /** The refusal of the last save with the values it sent: a named field shows it. */
  saveError: { error: unknown; values: PartnerFormValues } | null;
  onClose: () => void;
  onSave: (values: PartnerFormValues) => void;
}) => {
  const { t } = useTranslation('manage');
  const { form, canSave, missing, errorOf } = useManageForm({
    schema: createPartnerBodySchema,
    initialValues: initial,
    toBody: partnerBodyOf,
    saveError,
  });
  const values = form.getValues();
  const partnerId = partner?.PartnerId ?? null;
  const oemAdmin = scope.CanManageBrandPartners;
  const parents = parentChoices(scope, partner, t('partners.noParent'));
  return (
    <FormDialog
      title={t(partnerId ? 'partners.editTitle' : 'partners.newTitle')}
      labels={{ close: t('close'), cancel: t('cancel'), save: t('save') }}
      canSave={canSave}
      saving={saving}
      onClose={onClose}
      onSubmit={form.onSubmit((submitted) => onSave(submitted))}
      notice={missing ? t('missingFields') : null}
    >
      <Stack gap="sm" data-testid="partner-dialog">
        <TextInput label={t('partners.name')} required {...form.getInputProps('Name')} error={errorOf('Name')} />
        <Select
          label={t('partners.parent')}
          description={t(oemAdmin ? 'partners.parentHintOem' : 'partners.parentHint')}
          required
          searchable
          allowDeselect={false}
          placeholder={t('partners.chooseParent')}
          nothingFoundMessage={t('partners.noParentFound')}
          data={parents}
          {...form.getInputProps('ParentPartnerId')}
          error={errorOf('ParentPartnerId', { always: form.isDirty() })}
          data-testid="partner-parent"
        />
        {oemAdmin ? (
          <Checkbox label={t('partners.isOem')} {...form.getInputProps('IsOem', { type: 'checkbox' })} />
        ) : null}
        <Fieldset legend={t('partners.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('partners.street')} {...form.getInputProps('Address.Street')} />
            <TextInput label={t('partners.postalCode')} {...form.getInputProps('Address.PostalCode')} />
            <TextInput label={t('partners.city')} {...form.getInputProps('Address.City')} />
            <TextInput label={t('partners.country')} {...form.getInputProps('Address.Country')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('partners.contacts')}>
          <Stack gap="xs">
            {values.Contacts.map((contact, index) => (
              <Stack key={contact.ContactId ?? `new-${index}`} gap={4} className="manage-contact">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label={t('partners.contactFirstName')}
                    required
                    {...form.getInputProps(`Contacts.${index}.FirstName`)}
                    error={errorOf(`Contacts.${index}.FirstName`)}
                  />
                  <TextInput
                    label={t('partners.contactLastName')}
                    required
                    {...form.getInputProps(`Contacts.${index}.LastName`)}
                    error={errorOf(`Contacts.${index}.LastName`)}
                  />
                  <TextInput label={t('partners.contactTitle')} {...form.getInputProps(`Contacts.${index}.Title`)} />
                  <TextInput
                    label={t('partners.contactEmail')}
                    {...form.getInputProps(`Contacts.${index}.Email`)}
                    error={errorOf(`Contacts.${index}.Email`)}
                  />
                  <TextInput
                    label={t('partners.contactPhone')}
                    {...form.getInputProps(`Contacts.${index}.Telephone`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    mt="lg"
                    aria-label={t('partners.removeContact', { index: index + 1 })}
                    onClick={() => form.removeListItem('Contacts', index)}
                  >
                    {t('partners.remove')}
                  </Button>
                </SimpleGrid>
              </Stack>
            ))}
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                form.insertListItem('Contacts', {
                  ContactId: null,
                  Title: '',
                  FirstName: '',
                  LastName: '',
                  Email: '',
                  Telephone: '',
                })
              }
              disabled={values.Contacts.length >= 20}
            >
              {t('partners.addContact')}
            </Button>
          </Stack>
        </Fieldset>
        {partnerId ? (
          <Checkbox label={t('partners.isActive')} {...form.getInputProps('IsActive', { type: 'checkbox' })} />
        ) : null}
      </Stack>
    </FormDialog>
  );
};
