import { CATALOGUE_IMAGE_MAX_BYTES, type CatalogueImageReply } from '@door/contract';
import {
  CATALOGUE_PICTURES_FOLDER,
  catalogueImageUrl,
  isPictureKey,
  pictureContentType,
  pictureKeyOf,
  sniffPictureType,
} from '#server/catalogue/catalogue-pictures';
import { AppError } from '#server/core/app-error';
import type { FileStore } from '#server/services/file-store';
import { CATALOGUE_MESSAGES as M } from './catalogue.messages';

/**
 * The uploaded pictures of catalogues (values and models) in the file store, content-addressed: the key is the
 * SHA-256 of the bytes, so a picture never changes under its key (served cacheable for ever) and the same picture
 * uploaded twice is stored once. Pictures are never deleted: a published version may name them for ever.
 */
export const createCataloguePictures = (files: FileStore) => ({
  /** Whether a key names an uploaded picture that is in the file store. */
  async exists(key: string): Promise<boolean> {
    return isPictureKey(key) && (await files.get(key)) !== null;
  },

  /** Stores a picture after checking its real type (400) and size (413); the key to write in the catalogue. */
  async add(bytes: Uint8Array): Promise<CatalogueImageReply> {
    if (bytes.length > CATALOGUE_IMAGE_MAX_BYTES) {
      throw new AppError(M.pictureTooLarge);
    }
    const type = sniffPictureType(bytes);
    if (!type) {
      throw new AppError(M.pictureNotImage);
    }
    const key = pictureKeyOf(bytes, type);
    if ((await files.get(key)) === null) {
      await files.put(key, bytes, type.contentType);
    }
    return { Key: key, Url: catalogueImageUrl(key), ContentType: type.contentType, Size: bytes.length };
  },

  /** A picture by its served name (`<sha256>.<ext>`); 404 when it is not in the store. */
  async read(name: string): Promise<{ body: Uint8Array; contentType: string }> {
    const key = `${CATALOGUE_PICTURES_FOLDER}/${name}`;
    const stored = isPictureKey(key) ? await files.get(key) : null;
    if (!stored) {
      throw new AppError(M.pictureNotFound);
    }
    // The type by the key's extension: it was checked on upload and the key is content-addressed.
    return { body: stored.body, contentType: pictureContentType(key) };
  },
});
/** The catalogue pictures. */
export type CataloguePictures = ReturnType<typeof createCataloguePictures>;
