import { createHash } from 'node:crypto';
import { API_PREFIX, CATALOGUE_PICTURE_KEY_PATTERN, type CatalogueFile } from '@door/contract';
import { type Finding, finding, pointer } from './catalogue-findings';

/** The folder of the file store that holds uploaded catalogue pictures. */
export const CATALOGUE_PICTURES_FOLDER = 'catalogue-images';

/** A picture type a catalogue takes, with the extension of its key. */
export type PictureType = { contentType: 'image/png' | 'image/jpeg' | 'image/webp'; extension: 'png' | 'jpg' | 'webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The real type of a picture by its first bytes (a file name or a declared type proves nothing): PNG, JPEG or WebP
 * (a RIFF container of type WEBP); null for anything else.
 */
export const sniffPictureType = (bytes: Uint8Array): PictureType | null => {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
};

/** The content type a picture key stands for, by its extension. */
export const pictureContentType = (key: string): PictureType['contentType'] =>
  key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

/** The file store key of a picture: content-addressed, so the same bytes uploaded twice are stored once. */
export const pictureKeyOf = (bytes: Uint8Array, type: PictureType): string =>
  `${CATALOGUE_PICTURES_FOLDER}/${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;

/** Where an uploaded catalogue picture is served to anyone (`GET /catalogue/images/{hash}.{ext}`). */
export const catalogueImageUrl = (key: string): string =>
  `${API_PREFIX}/catalogue/images/${key.slice(CATALOGUE_PICTURES_FOLDER.length + 1)}`;

/** Whether a text is the key of an uploaded catalogue picture. */
export const isPictureKey = (key: string): boolean => CATALOGUE_PICTURE_KEY_PATTERN.test(key);

/** Every picture a catalogue names, with the place that names it (JSON pointer). */
export const picturesOf = (file: Pick<CatalogueFile, 'parameters' | 'models'>): { key: string; path: string }[] => [
  ...file.parameters.flatMap((param, paramIndex) =>
    (param?.values ?? []).flatMap((value, valueIndex) =>
      value?.picture
        ? [{ key: value.picture, path: pointer('parameters', paramIndex, 'values', valueIndex, 'picture') }]
        : [],
    ),
  ),
  ...file.models.flatMap((model, modelIndex) =>
    model?.picture ? [{ key: model.picture, path: pointer('models', modelIndex, 'picture') }] : [],
  ),
];

/**
 * The findings of pictures a catalogue names that are not in the file store (an error each: the shop would show a
 * broken picture). The check needs the store, so the server makes it, not the offline lint.
 */
export const missingPictureFindings = async (
  file: Pick<CatalogueFile, 'parameters' | 'models'>,
  exists: (key: string) => Promise<boolean>,
): Promise<Finding[]> => {
  const known = new Map<string, boolean>();
  const findings: Finding[] = [];
  for (const { key, path } of picturesOf(file)) {
    let found = known.get(key);
    if (found === undefined) {
      found = await exists(key);
      known.set(key, found);
    }
    if (!found) {
      findings.push(finding(path, 'missingPicture', { key }));
    }
  }
  return findings;
};
