import '../selection.css';
import { readGuid, type SelectionModel, TIMINGS } from '@door/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { configurationPath, newConfigurationPath } from '#web/lib/paths';
import { currentBrandPartnerId, useAppStore } from '#web/stores/app-store';
import { useCategories } from '../api/get-categories';
import { type ModelsRequest, useModels } from '../api/get-models';
import { CategoryFilters } from '../components/category-filters';
import { ModelCard } from '../components/model-card';
import { SearchBox } from '../components/search-box';
import { toFilters, useSearchStore } from '../stores/search';

const PRIORITY_CARDS = 4;

/** Calls `onNear` whenever the sentinel comes within 200 px of the viewport's bottom. */
const useNearBottom = (onNear: () => void, enabled: boolean) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          latest.current();
        }
      },
      { rootMargin: `0px 0px ${TIMINGS.loadMoreThresholdPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
};

/** A titled grid of model cards (special offers or the others); nothing when it has none. */
const ModelSection = ({
  kind,
  title,
  models,
  currency,
  priorityCards,
  onSelect,
}: {
  kind: 'special' | 'regular';
  title: string;
  models: SelectionModel[];
  currency: string;
  /** How many of the first cards load their pictures first. */
  priorityCards: number;
  onSelect: (model: SelectionModel) => void;
}) =>
  models.length > 0 ? (
    <section aria-labelledby={`${kind}-title`} className="sel-section">
      <h2 id={`${kind}-title`} className="sel-section__title">
        {title}
      </h2>
      <ul className="sel-grid" data-testid={`${kind}-models`}>
        {models.map((model, index) => (
          <ModelCard
            key={model.Id}
            model={model}
            currency={currency}
            isPriority={index < priorityCards}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </section>
  ) : null;

/** /, /configurator and /configurator/selection*: step 1, model selection. */
export const SelectionRoute = () => {
  const { t } = useTranslation('selection');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useAppStore((state) => state.token);
  const language = useAppStore((state) => state.language);
  const storedBpi = useAppStore((state) => currentBrandPartnerId(state));
  const bpi = readGuid(params.get('bpi')) ?? storedBpi;
  const selected = useSearchStore((state) => state.selected);
  const query = useSearchStore((state) => state.query);
  const { toggleValue, setQuery, reset } = useSearchStore.getState();

  const request = useMemo<ModelsRequest>(
    () => ({ bpi, filters: toFilters(selected), textFilter: query, lang: language, signedIn: Boolean(token) }),
    [bpi, selected, query, language, token],
  );
  const categories = useCategories(request);
  const models = useModels(request);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = models;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // On a phone the filters stand above the models: the models show once the filters are there, never pushed down.
  const filtersSettled = categories.data !== undefined || categories.isError;
  // The sentinel is in the model list, so it is watched once the list is shown.
  const sentinel = useNearBottom(loadMore, Boolean(hasNextPage) && filtersSettled);

  const openModel = (model: SelectionModel) => {
    // Selecting a part keeps the wizard step (§4); the configuration page creates the configuration.
    useAppStore.getState().setPart(model.PartId);
    void navigate(newConfigurationPath(model.PartId, bpi));
  };
  const openConfiguration = useCallback(
    (configurationId: string) => void navigate(configurationPath({ configurationId, brandPartnerId: bpi })),
    [navigate, bpi],
  );

  const isEmpty = models.isSuccess && models.special.length === 0 && models.regular.length === 0;
  const isFiltering = models.isPlaceholderData || (models.isFetching && !isFetchingNextPage);

  return (
    <div className="sel-page">
      <header className="sel-hero">
        <PageTitle title={t('title')} />
        <p className="sel-hero__lead">{t('lead')}</p>
        <SearchBox query={query} onSearch={setQuery} onOpenConfiguration={openConfiguration} />
      </header>
      <div className="sel-layout">
        <aside className="sel-layout__filters">
          {categories.data ? (
            <CategoryFilters categories={categories.data} selected={selected} onToggle={toggleValue} onReset={reset} />
          ) : null}
        </aside>
        {filtersSettled ? (
          <div className="sel-layout__models" aria-busy={isFiltering}>
            <p className="sel-count" aria-live="polite" data-testid="model-count">
              {models.isSuccess ? t('models.count', { count: models.total }) : t('models.loading')}
            </p>
            {models.isError ? (
              <p className="sel-message" role="alert">
                {models.error.message || t('models.error')}
              </p>
            ) : null}
            {isEmpty ? <p className="sel-message">{t('models.empty')}</p> : null}
            <ModelSection
              kind="special"
              title={t('models.special')}
              models={models.special}
              currency={models.currency}
              priorityCards={PRIORITY_CARDS}
              onSelect={openModel}
            />
            <ModelSection
              kind="regular"
              title={t('models.regular')}
              models={models.regular}
              currency={models.currency}
              priorityCards={models.special.length === 0 ? PRIORITY_CARDS : 0}
              onSelect={openModel}
            />
            <div ref={sentinel} className="sel-sentinel" aria-hidden="true" />
            {hasNextPage ? (
              <div className="sel-more">
                <button type="button" className="sel-more__button" onClick={loadMore} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? t('models.loadingMore') : t('models.loadMore')}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
};
