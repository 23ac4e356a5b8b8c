import { LIMITS, readGuid, TIMINGS } from '@door/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';

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
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const trimmed = text.trim();
    const guid = readGuid(trimmed);
    const timer = window.setTimeout(
      () => (guid ? onOpenConfiguration(guid) : onSearch(trimmed)),
      guid ? TIMINGS.guidSearchDebounce : TIMINGS.searchDebounce,
    );
    return () => window.clearTimeout(timer);
  }, [text, onSearch, onOpenConfiguration]);

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
        onChange={(event) => setText(event.currentTarget.value)}
        data-testid="model-search"
      />
    </search>
  );
};
