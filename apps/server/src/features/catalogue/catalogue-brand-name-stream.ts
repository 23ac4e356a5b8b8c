import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { brandNameOfText } from '#server/catalogue/catalogue-brand-name';

/** How much of a file's beginning is looked at for its `brand.name` (the format writes it within the first lines). */
const PREFIX_MAX_CHARS = 256 * 1024;

/**
 * A catalogue file's body as it arrives, passed on unchanged; as soon as its beginning names the brand
 * (`brand.name`), `check` is asked about the name before any more is passed on, and its refusal ends the body with
 * that error. So a taken name is answered while the rest of a large file is still on its way (issue 38). A file
 * whose beginning names no brand is passed on as it is: the full reading says what is wrong with it.
 */
export const checkBrandNameOnTheWay = (
  body: NodeJS.ReadableStream,
  check: (name: string) => Promise<void>,
): Transform => {
  const decoder = new StringDecoder('utf8');
  let prefix = '';
  let looked = false;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (looked) {
        callback(null, chunk);
        return;
      }
      prefix += decoder.write(chunk);
      const name = brandNameOfText(prefix);
      if (name === null && prefix.length < PREFIX_MAX_CHARS) {
        callback(null, chunk);
        return;
      }
      looked = true;
      prefix = '';
      if (name === null) {
        callback(null, chunk);
        return;
      }
      check(name).then(
        () => callback(null, chunk),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  body.pipe(checked);
  return checked;
};
