import { Fragment } from 'react';

/**
 * A code that may break after its separators only (`leafColour.` `ral9005`, `ruleSet:` `dimensions`), never inside
 * a word, so a narrow table keeps its old → new columns in view.
 */
export const CodeText = ({ code }: { code: string }) => (
  <>
    {code.split(/(?<=[.:/])/).map((part, index) => (
      // The parts of one code never move, so their place is their key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);
