import '#web/lib/mantine-styles';
import { type DocumentationUrlForm, documentationUrlFormSchema, LIMITS } from '@door/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '#web/i18n';
import { schemaValidator, translateErrors } from '#web/lib/schema-form';

/** Props of the URL dialog. */
export type UrlDialogProps = {
  opened: boolean;
  onClose: () => void;
  onSave: (values: DocumentationUrlForm) => Promise<void> | void;
  saving: boolean;
};

/** The URL dialog of the documentation page: name and url both required, url 1 to 255 characters (§5). */
export const UrlDialog = ({ opened, onClose, onSave, saving }: UrlDialogProps) => {
  const { t } = useTranslation('documentation');
  const form = useForm<DocumentationUrlForm>({
    mode: 'controlled',
    initialValues: { FileName: '', Url: '' },
    validate: schemaValidator(documentationUrlFormSchema),
    validateInputOnChange: true,
    enhanceGetInputProps: translateErrors((key) => t(`url.errors.${key === 'tooLong' ? 'tooLong' : 'required'}`)),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const valid = documentationUrlFormSchema.safeParse(form.getValues()).success;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('url.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <form
        onSubmit={form.onSubmit(async (values) => {
          await onSave(values);
          form.reset();
        })}
      >
        <Stack>
          <TextInput label={t('url.name')} required data-autofocus {...form.getInputProps('FileName')} />
          <TextInput
            label={t('url.url')}
            required
            maxLength={LIMITS.documentationUrlMax}
            type="url"
            {...form.getInputProps('Url')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('url.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={saving}>
              {t('url.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
