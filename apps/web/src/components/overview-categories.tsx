import type { OverviewCategory } from '@door/contract';
import { formatMoney } from '#web/lib/format';
import './overview-categories.css';

/** Props of the overview's categories. */
export type OverviewCategoriesProps = {
  categories: OverviewCategory[];
  currency: string;
  level?: number;
};

/** A price, or nothing when it is null or zero in a category that hides zero prices. */
const Price = ({ value, showZero, currency }: { value: number | null; showZero: boolean; currency: string }) =>
  value === null || (value === 0 && !showZero) ? null : (
    <span className="ovw-price">{formatMoney(value, currency)}</span>
  );

/** Chosen parameters grouped by category (nested), with category and parameter prices. */
export const OverviewCategories = ({ categories, currency, level = 0 }: OverviewCategoriesProps) => (
  <>
    {[...categories]
      .sort((a, b) => a.Order - b.Order)
      .map((category) => {
        const Heading = level === 0 ? 'h2' : 'h3';
        return (
          <section
            key={category.CategoryId}
            className={level === 0 ? 'ovw-category' : 'ovw-category ovw-category--nested'}
            aria-labelledby={`ovw-${category.CategoryId}`}
            data-testid="overview-category"
          >
            <div className="ovw-category__head">
              <Heading id={`ovw-${category.CategoryId}`} className="ovw-category__title">
                {category.ParameterCategoryName}
              </Heading>
              <Price value={category.ParameterCategoryPrice} showZero={category.ShowZeroPrices} currency={currency} />
            </div>
            {category.Parameters.length > 0 ? (
              <dl className="ovw-list">
                {category.Parameters.map((parameter) => (
                  <div key={parameter.ParameterId} className="ovw-row">
                    <dt>{parameter.ParameterBrandName || parameter.ParameterTitle || parameter.ParameterName}</dt>
                    <dd>
                      <span className="ovw-value">
                        {parameter.ParameterBrandValue || parameter.ParameterValueName || parameter.ParameterValue}
                      </span>
                      <Price value={parameter.ParameterPrice} showZero={category.ShowZeroPrices} currency={currency} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {category.Categories.length > 0 ? (
              <OverviewCategories categories={category.Categories} currency={currency} level={level + 1} />
            ) : null}
          </section>
        );
      })}
  </>
);
