import {
  type BrandStyle,
  type CreateBrandPartnerBody,
  createBrandPartnerBodySchema,
  type Footer,
  type ManagedBrandPartner,
  type ManageScope,
  themeContrastFindings,
} from '@door/contract';
import {
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
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
import { StorefrontPreview } from './storefront-preview';
import { useManageForm } from './use-manage-form';

/** The storefront editor's values (the create body; a change adds Version). */
export type StorefrontFormValues = Omit<CreateBrandPartnerBody, 'Style' | 'Footer' | 'PriceMarkupPercent'> & {
  Style: BrandStyle;
  Footer: Footer;
  PriceMarkupPercent: number;
};

const COLOURS = [
  'BackgroundColor',
  'HeaderFontColor',
  'ButtonColor',
  'ButtonFontColor',
  'ExposedBannerColor',
  'ExposedBannerFontColor',
] as const;

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
  EnabledApplication: storefront.EnabledApplication,
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
  EnabledApplication: true,
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
          <Group gap="xs" wrap="wrap" data-testid={`contrast-${name}`}>
            <Text size="xs" c="red.8" role="status">
              {t('storefronts.contrast', { ratio: finding.ratio.toFixed(2) })}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => form.setFieldValue(`Style.${name}`, finding.suggestion)}
            >
              {t('storefronts.useSuggestion', { colour: finding.suggestion })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  };
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
                min={-50}
                max={300}
                {...form.getInputProps('PriceMarkupPercent')}
                error={errorOf('PriceMarkupPercent')}
              />
            </SimpleGrid>
            <Group>
              <Checkbox label={t('storefronts.isActive')} {...form.getInputProps('IsActive', { type: 'checkbox' })} />
              <Checkbox
                label={t('storefronts.showConsents')}
                {...form.getInputProps('ShowConsents', { type: 'checkbox' })}
              />
              <Checkbox
                label={t('storefronts.enabledApplication')}
                {...form.getInputProps('EnabledApplication', { type: 'checkbox' })}
              />
            </Group>
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
                <TextInput
                  label={t('storefronts.HeaderLogo')}
                  {...form.getInputProps('Style.HeaderLogo')}
                  error={errorOf('Style.HeaderLogo')}
                />
                <TextInput
                  label={t('storefronts.HeaderLogotype')}
                  {...form.getInputProps('Style.HeaderLogotype')}
                  error={errorOf('Style.HeaderLogotype')}
                />
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
