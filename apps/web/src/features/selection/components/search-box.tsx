import { LIMITS, readGuid, TIMINGS } from '@door/contract';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '#web/i18n';

/** Props of the search box. */
export type SearchBoxProps = {
  /** The applied text. */
  query: string;
  /** Applies the text 700 ms after typing stops. */
  onSearch: (query: string) => void;
  /** Opens a configuration whose identifier was pasted or typed, 700 ms after typing stops. */
  onOpenConfiguration: (configurationId: string) => void;
};

/** Text search of model selection: applied after a 700 ms pause; a configuration GUID opens that configuration. */
export const SearchBox = ({ query, onSearch, onOpenConfiguration }: SearchBoxProps) => {
  const { t } = useTranslation('selection');
  const [text, setText] = useState(query);
  const search = useDebouncedCallback(onSearch, TIMINGS.searchDebounce);
  const open = useDebouncedCallback(onOpenConfiguration, TIMINGS.guidSearchDebounce);

  const change = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    const guid = readGuid(trimmed);
    // Only the last kind of text typed counts: a GUID opens its configuration, any other text searches.
    if (guid) {
      search.cancel();
      open(guid);
    } else {
      open.cancel();
      search(trimmed);
    }
  };

  return (
    <search className="sel-search">
      <label htmlFor="model-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <svg className="sel-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id="model-search"
        type="search"
        className="sel-search__input"
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={LIMITS.textMax}
        autoComplete="off"
        onChange={(event) => change(event.currentTarget.value)}
        data-testid="model-search"
      />
    </search>
  );
};
