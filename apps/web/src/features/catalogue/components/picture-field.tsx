import '#web/lib/mantine-styles';
import { CATALOGUE_IMAGE_MAX_BYTES, CATALOGUE_IMAGE_TYPES } from '@door/contract';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';
import { callUrl } from '#web/lib/api-call';
import { errorMessageOf } from '#web/lib/error-message';
import { fileToBase64 } from '#web/lib/files';
import { addImage } from '../api/catalogue-api';

/** The address a picture key of the draft is shown from. */
export const pictureUrl = (key: string) =>
  callUrl('getCatalogueImage', { hash: key.replace(/^catalogue-images\//, '') });

/**
 * A value's or model's picture: uploaded to the file store (type and size checked here and again by the server) and
 * named in the draft by its key; customers see it only once a published version names it.
 */
export const PictureField = ({
  brandId,
  value,
  readOnly,
  onSave,
}: {
  brandId: string;
  value: string | undefined;
  readOnly: boolean;
  onSave: (key: string | undefined) => void;
}) => {
  const { t } = useTranslation('catalogue');
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) {
      return;
    }
    setProblem(null);
    if (!(CATALOGUE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('picture.wrongType'));
      return;
    }
    if (file.size > CATALOGUE_IMAGE_MAX_BYTES) {
      setProblem(t('picture.tooLarge'));
      return;
    }
    setIsUploading(true);
    try {
      const reply = await addImage(brandId, file.name, await fileToBase64(file));
      onSave(reply.Key);
    } catch (error) {
      setProblem(errorMessageOf(error, t('picture.failed')));
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <div className="cat-picture">
      <Text size="sm" fw={500}>
        {t('picture.label')}
      </Text>
      {value ? (
        <img
          className="cat-picture__image"
          src={pictureUrl(value)}
          alt={t('picture.alt')}
          data-testid="entry-picture"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('picture.none')}
        </Text>
      )}
      {readOnly ? null : (
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={CATALOGUE_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button variant="default" size="xs" loading={isUploading} {...props}>
                {t('picture.upload')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="subtle" size="xs" color="red" onClick={() => onSave(undefined)}>
              {t('picture.remove')}
            </Button>
          ) : null}
        </Group>
      )}
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </div>
  );
};
