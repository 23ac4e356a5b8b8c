import '#web/lib/mantine-styles';
import {
  type BrandStyle,
  type CreateBrandPartnerBody,
  createBrandPartnerBodySchema,
  type Footer,
  type ManagedBrandPartner,
  type ManageScope,
  themeContrastFindings,
  WCAG_AA_CONTRAST,
} from '@door/contract';
import {
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  FileButton,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useTranslation } from '#web/i18n';
import { formatNumber } from '#web/lib/format';
import { notify } from '#web/stores/notification-store';
import { StorefrontPreview } from './storefront-preview';
import { useManageForm } from './use-manage-form';

/** The storefront editor's values (the create body; a change adds Version). */
export type StorefrontFormValues = Omit<
  CreateBrandPartnerBody,
  'Style' | 'Footer' | 'PriceMarkupPercent' | 'DefaultTerms' | 'EnabledEdifactExport' | 'EnabledEdifactImport'
> & {
  Style: BrandStyle;
  Footer: Footer;
  PriceMarkupPercent: number;
  EnabledEdifactExport: boolean;
  EnabledEdifactImport: boolean;
  DefaultTerms: DefaultTerm[];
};

/** A default term as the editor holds it. */
type DefaultTerm = {
  TermId: string | null;
  Kind: 'payment' | 'delivery';
  Name: string;
  Description: string;
  Value: number | null;
  SortOrder: number;
};

const COLOURS = [
  'BackgroundColor',
  'HeaderFontColor',
  'ButtonColor',
  'ButtonFontColor',
  'ExposedBannerColor',
  'ExposedBannerFontColor',
] as const;

/** What a logo may be: PNG, JPEG or SVG of at most 200 KB (the server checks the bytes and sanitises an SVG). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];
const LOGO_MAX_BYTES = 200 * 1024;

/** A file as a data URL, to inline a logo in the theme. */
const fileToDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A storefront's values as read. */
export const storefrontValuesOf = (storefront: ManagedBrandPartner): StorefrontFormValues => ({
  BrandId: storefront.BrandId,
  PartnerId: storefront.PartnerId,
  Title: storefront.Title,
  IsActive: storefront.IsActive,
  RedirectBrandPartnerId: storefront.RedirectBrandPartnerId,
  Style: storefront.Style,
  Footer: storefront.Footer,
  InquiryEmail: storefront.InquiryEmail,
  PriceMarkupPercent: storefront.PriceMarkupPercent,
  ShowConsents: storefront.ShowConsents,
  OfferValidityDays: storefront.OfferValidityDays,
  OfferReminderDays: storefront.OfferReminderDays,
  EnabledApplication: storefront.EnabledApplication,
  EnabledEdifactExport: storefront.EnabledEdifactExport,
  EnabledEdifactImport: storefront.EnabledEdifactImport,
  DefaultTerms: storefront.DefaultTerms,
});

/** A new storefront's values: the first brand and partner, a readable default theme. */
export const newStorefrontValues = (scope: ManageScope): StorefrontFormValues => ({
  BrandId: scope.Brands[0]?.BrandId ?? '',
  PartnerId: scope.Partners[0]?.PartnerId ?? '',
  Title: '',
  IsActive: true,
  RedirectBrandPartnerId: null,
  Style: {
    BackgroundColor: '#1f2a33',
    HeaderFontColor: '#ffffff',
    ButtonColor: '#2f6f3e',
    ButtonFontColor: '#ffffff',
    HeaderLogo: '',
    HeaderLogotype: '',
    HeaderText: '',
    ShowExposedBanner: false,
    ExposedBannerText: '',
    ExposedBannerUrl: '',
    ExposedBannerColor: '#f2c14e',
    ExposedBannerFontColor: '#1f2a33',
  },
  Footer: { Footer1text: '', Footer1url: '', Footer2text: '', Footer2url: '', Footer3text: '', Footer3url: '' },
  InquiryEmail: '',
  PriceMarkupPercent: 0,
  ShowConsents: true,
  OfferValidityDays: 30,
  OfferReminderDays: null,
  EnabledApplication: true,
  EnabledEdifactExport: false,
  EnabledEdifactImport: false,
  DefaultTerms: [],
});

/**
 * A storefront's settings beside a live preview of its customer pages: title, brand and partner (new ones), active
 * and redirect, inquiry address, markup, the theme's colours (each text/background pair checked for WCAG AA as it is
 * typed, with the nearest passing colour offered), header, banner and footer. Leaving with unsaved changes asks.
 */
export const StorefrontEditor = ({
  scope,
  storefront,
  initial,
  saving,
  onSave,
  onBack,
}: {
  scope: ManageScope;
  storefront: ManagedBrandPartner | null;
  initial: StorefrontFormValues;
  saving: boolean;
  /** Saves; resolves when done (a failure is reported by the caller). */
  onSave: (values: StorefrontFormValues) => Promise<void>;
  onBack: () => void;
}) => {
  const { t } = useTranslation('manage');
  const {
    form,
    canSave,
    errorOf: fieldError,
  } = useManageForm({
    schema: createBrandPartnerBodySchema,
    initialValues: initial,
    toBody: (values: StorefrontFormValues) => values,
  });
  const values = form.getValues();
  // Picked and typed values alike: a storefront's fields show their errors at once.
  const errorOf = (field: string) => fieldError(field, { always: true });
  // While a save runs, the page may move on (a new storefront opens as itself): that is no leaving with changes.
  const submitting = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const leaving =
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return leaving && form.isDirty() && !submitting.current;
  });
  const findings = themeContrastFindings(values.Style);
  const redirects = scope.BrandPartners.filter((row) => row.BrandPartnerId !== storefront?.BrandPartnerId);
  const colourInput = (name: (typeof COLOURS)[number]) => {
    const finding = findings.find((entry) => entry.text === name);
    return (
      <Stack gap={4} key={name}>
        <ColorInput
          label={t(`storefronts.${name}`)}
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps(`Style.${name}`)}
          error={errorOf(`Style.${name}`)}
        />
        {finding ? (
          <Stack gap={4} align="flex-start" data-testid={`contrast-${name}`}>
            <Text size="xs" c="red.8" role="status">
              {t('storefronts.contrast', {
                ratio: formatNumber(finding.ratio, 2),
                minimum: formatNumber(WCAG_AA_CONTRAST, 1),
              })}
            </Text>
            {finding.suggestions.map((suggestion) => (
              <Button
                key={suggestion.field}
                size="compact-xs"
                variant="light"
                // Long field names wrap instead of being cut.
                styles={{ root: { height: 'auto', minHeight: 22, paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
                leftSection={
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      borderRadius: 2,
                      border: '1px solid currentColor',
                      background: suggestion.colour,
                    }}
                  />
                }
                onClick={() => form.setFieldValue(`Style.${suggestion.field}`, suggestion.colour)}
              >
                {t('storefronts.useSuggestion', {
                  field: t(`storefronts.${suggestion.field}`),
                  colour: suggestion.colour,
                  ratio: formatNumber(suggestion.ratio, 1),
                })}
              </Button>
            ))}
          </Stack>
        ) : null}
      </Stack>
    );
  };
  const logoInput = (name: 'HeaderLogo' | 'HeaderLogotype') => (
    <Group key={name} align="flex-end" wrap="nowrap">
      <TextInput
        label={t(`storefronts.${name}`)}
        style={{ flex: 1 }}
        {...form.getInputProps(`Style.${name}`)}
        error={errorOf(`Style.${name}`)}
      />
      <FileButton
        accept={LOGO_TYPES.join(',')}
        onChange={async (file) => {
          if (!file || !LOGO_TYPES.includes(file.type) || file.size > LOGO_MAX_BYTES) {
            notify({ kind: 'error', title: t('storefronts.upload'), message: t('storefronts.logoRejected') });
            return;
          }
          form.setFieldValue(`Style.${name}`, await fileToDataUrl(file));
        }}
      >
        {(props) => (
          <Button
            variant="default"
            {...props}
            aria-label={t('storefronts.uploadLabel', { field: t(`storefronts.${name}`) })}
          >
            {t('storefronts.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
  const footerLink = (number: 1 | 2 | 3) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} key={number}>
      <TextInput
        label={t('storefronts.footerText', { number })}
        {...form.getInputProps(`Footer.Footer${number}text`)}
      />
      <TextInput label={t('storefronts.footerUrl', { number })} {...form.getInputProps(`Footer.Footer${number}url`)} />
    </SimpleGrid>
  );
  return (
    <form
      onSubmit={form.onSubmit(async (submitted) => {
        submitting.current = true;
        try {
          await onSave(submitted);
        } finally {
          submitting.current = false;
        }
      })}
      data-testid="storefront-editor"
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <TextInput
              label={t('storefronts.title')}
              required
              {...form.getInputProps('Title')}
              error={errorOf('Title')}
            />
            {storefront === null ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('storefronts.brand')}
                  required
                  allowDeselect={false}
                  data={scope.Brands.map((row) => ({ value: row.BrandId, label: row.Name }))}
                  {...form.getInputProps('BrandId')}
                />
                <Select
                  label={t('storefronts.partner')}
                  required
                  searchable
                  allowDeselect={false}
                  data={scope.Partners.map((row) => ({ value: row.PartnerId, label: row.Name }))}
                  {...form.getInputProps('PartnerId')}
                />
              </SimpleGrid>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('storefronts.inquiryEmail')}
                type="email"
                required
                {...form.getInputProps('InquiryEmail')}
                error={errorOf('InquiryEmail')}
              />
              <NumberInput
                label={t('storefronts.markup')}
                decimalScale={2}
                decimalSeparator=","
                min={-50}
                max={300}
                {...form.getInputProps('PriceMarkupPercent')}
                error={errorOf('PriceMarkupPercent')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('storefronts.offerValidityDays')}
                min={1}
                max={365}
                allowDecimal={false}
                {...form.getInputProps('OfferValidityDays')}
                error={errorOf('OfferValidityDays')}
              />
              <NumberInput
                label={t('storefronts.offerReminderDays')}
                description={t('storefronts.offerReminderHint')}
                min={1}
                max={60}
                allowDecimal={false}
                value={form.values.OfferReminderDays ?? ''}
                onChange={(value) => form.setFieldValue('OfferReminderDays', typeof value === 'number' ? value : null)}
                error={errorOf('OfferReminderDays')}
              />
            </SimpleGrid>
            <Group>
              <Checkbox label={t('storefronts.isActive')} {...form.getInputProps('IsActive', { type: 'checkbox' })} />
              <Checkbox
                label={t('storefronts.showConsents')}
                {...form.getInputProps('ShowConsents', { type: 'checkbox' })}
              />
            </Group>
            <Fieldset legend={t('storefronts.licences')}>
              <Group>
                {(['EnabledApplication', 'EnabledEdifactExport', 'EnabledEdifactImport'] as const).map((name) => (
                  <Checkbox
                    key={name}
                    label={t(`storefronts.${name[0]?.toLowerCase()}${name.slice(1)}`)}
                    {...form.getInputProps(name, { type: 'checkbox' })}
                  />
                ))}
              </Group>
            </Fieldset>
            <Select
              label={t('storefronts.redirect')}
              clearable
              placeholder={t('storefronts.noRedirect')}
              data={redirects.map((row) => ({ value: row.BrandPartnerId, label: `${row.Title} (${row.BrandName})` }))}
              {...form.getInputProps('RedirectBrandPartnerId')}
            />
            <Fieldset legend={t('storefronts.colours')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>{COLOURS.map(colourInput)}</SimpleGrid>
              <Text size="xs" c="dimmed" mt="xs">
                {t('storefronts.contrastNote')}
              </Text>
            </Fieldset>
            <Fieldset legend={t('storefronts.header')}>
              <Stack gap="xs">
                <TextInput label={t('storefronts.HeaderText')} {...form.getInputProps('Style.HeaderText')} />
                {(['HeaderLogo', 'HeaderLogotype'] as const).map(logoInput)}
              </Stack>
            </Fieldset>
            <Fieldset legend={t('storefronts.banner')}>
              <Stack gap="xs">
                <Checkbox
                  label={t('storefronts.ShowExposedBanner')}
                  {...form.getInputProps('Style.ShowExposedBanner', { type: 'checkbox' })}
                />
                <TextInput
                  label={t('storefronts.ExposedBannerText')}
                  {...form.getInputProps('Style.ExposedBannerText')}
                />
                <TextInput
                  label={t('storefronts.ExposedBannerUrl')}
                  {...form.getInputProps('Style.ExposedBannerUrl')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('storefronts.defaultTerms')}>
              <Stack gap="xs">
                <Text size="xs" c="dimmed">
                  {t('storefronts.termNote')}
                </Text>
                {values.DefaultTerms.map((term, index) => (
                  <Grid key={term.TermId ?? `new-${index}`} gap="xs" align="flex-end" data-testid="default-term">
                    <Grid.Col span={{ base: 12, sm: 5 }}>
                      <TextInput
                        label={`${t(`storefronts.termKinds.${term.Kind}`)}: ${t('storefronts.termName')}`}
                        required
                        {...form.getInputProps(`DefaultTerms.${index}.Name`)}
                        error={errorOf(`DefaultTerms.${index}.Name`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 3 }}>
                      {term.Kind === 'payment' ? (
                        <NumberInput
                          label={t('storefronts.termValue')}
                          decimalScale={2}
                          decimalSeparator=","
                          min={0}
                          max={100}
                          {...form.getInputProps(`DefaultTerms.${index}.Value`)}
                          error={errorOf(`DefaultTerms.${index}.Value`)}
                        />
                      ) : null}
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 2 }}>
                      <NumberInput
                        label={t('storefronts.termSortOrder')}
                        min={0}
                        allowDecimal={false}
                        {...form.getInputProps(`DefaultTerms.${index}.SortOrder`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 2 }}>
                      <Button
                        variant="subtle"
                        color="red"
                        aria-label={t('storefronts.removeTerm', { index: index + 1 })}
                        onClick={() => form.removeListItem('DefaultTerms', index)}
                      >
                        {t('partners.remove')}
                      </Button>
                    </Grid.Col>
                  </Grid>
                ))}
                <Group>
                  {(['payment', 'delivery'] as const).map((kind) => (
                    <Button
                      key={kind}
                      variant="default"
                      size="xs"
                      onClick={() =>
                        form.insertListItem('DefaultTerms', {
                          TermId: null,
                          Kind: kind,
                          Name: '',
                          Description: '',
                          Value: kind === 'payment' ? 0 : null,
                          SortOrder: values.DefaultTerms.length,
                        })
                      }
                    >
                      {t(kind === 'payment' ? 'storefronts.addPaymentTerm' : 'storefronts.addDeliveryTerm')}
                    </Button>
                  ))}
                </Group>
              </Stack>
            </Fieldset>
            <Fieldset legend={t('storefronts.footer')}>
              <Stack gap="xs">{([1, 2, 3] as const).map(footerLink)}</Stack>
            </Fieldset>
            <Group justify="space-between">
              <Button variant="default" onClick={onBack}>
                {t('storefronts.back')}
              </Button>
              <Button type="submit" loading={saving} disabled={!canSave}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div className="storefront-preview-sticky">
            <Text fw={600} mb="xs">
              {t('storefronts.preview')}
            </Text>
            <StorefrontPreview style={values.Style} footer={values.Footer} title={values.Title} />
          </div>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('storefronts.preview')}
        message={t('storefronts.unsaved')}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  );
};
