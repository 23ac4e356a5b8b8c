import type { SelectionCategory } from '@door/contract';
import { useTranslation } from '#web/i18n';

/** Props of the category filters. */
export type CategoryFiltersProps = {
  categories: SelectionCategory[];
  selected: Record<string, string[]>;
  onToggle: (categoryId: string, valueId: string) => void;
  onReset: () => void;
};

/** The selection categories, each with its values as toggle buttons; values that would match nothing are disabled. */
export const CategoryFilters = ({ categories, selected, onToggle, onReset }: CategoryFiltersProps) => {
  const { t } = useTranslation('selection');
  const anySelected = Object.values(selected).some((values) => values.length > 0);
  const sorted = [...categories].sort((a, b) => a.Order - b.Order);
  return (
    <section className="sel-filters" aria-labelledby="filters-title">
      <div className="sel-filters__head">
        <h2 id="filters-title" className="sel-filters__title">
          {t('filters.title')}
        </h2>
        {anySelected ? (
          <button type="button" className="sel-link-button" onClick={onReset}>
            {t('filters.reset')}
          </button>
        ) : null}
      </div>
      {sorted.map((category) => {
        const picked = selected[category.BrandPartnerCategoryId] ?? [];
        const values = [...category.CategoryValues].sort((a, b) => a.Order - b.Order);
        return (
          <fieldset key={category.BrandPartnerCategoryId} className="sel-filter">
            <legend className="sel-filter__legend">{category.Name}</legend>
            <div className="sel-chips">
              {values.map((value) => {
                const isPicked = picked.includes(value.BrandPartnerCategoryValueId);
                const isDisabled = !value.Active && !isPicked;
                return (
                  <button
                    key={value.BrandPartnerCategoryValueId}
                    type="button"
                    className="sel-chip"
                    aria-pressed={isPicked}
                    disabled={isDisabled}
                    onClick={() => onToggle(category.BrandPartnerCategoryId, value.BrandPartnerCategoryValueId)}
                  >
                    <span>{value.Name}</span>
                    <span className="sel-chip__count" aria-hidden="true">
                      {value.Count}
                    </span>
                    <span className="visually-hidden">{t('filters.count', { count: value.Count })}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
};
