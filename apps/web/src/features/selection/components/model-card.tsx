import { IMAGE_VARIANT_SIZES, type SelectionModel } from '@door/contract';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';

/** Props of a model card. */
export type ModelCardProps = {
  model: SelectionModel;
  /** Currency of the brand partner's prices. */
  currency: string;
  /** True for the first cards, whose pictures load eagerly. */
  isPriority: boolean;
  onSelect: (model: SelectionModel) => void;
};

const { width, height } = IMAGE_VARIANT_SIZES.xxl;

/** A model card: XXL picture, name, title and the price, or the login hint for anonymous visitors. */
export const ModelCard = ({ model, currency, isPriority, onSelect }: ModelCardProps) => {
  const { t } = useTranslation('selection');
  return (
    <li className="sel-card">
      <button type="button" className="sel-card__button" onClick={() => onSelect(model)} data-testid="model-card">
        <span className="sel-card__media">
          <img
            src={model.ImageXXL}
            alt=""
            width={width}
            height={height}
            loading={isPriority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={isPriority ? 'high' : 'auto'}
          />
          {model.IsSpecialOffer ? <span className="sel-card__badge">{t('models.specialBadge')}</span> : null}
        </span>
        <span className="sel-card__body">
          <span className="sel-card__name">{model.BrandName}</span>
          <span className="sel-card__title">{model.Title}</span>
          {model.Price === null ? (
            <span className="sel-card__login">{t('models.loginForPrices')}</span>
          ) : (
            <span className="sel-card__price" data-testid="model-price">
              {t('models.from', { price: formatMoney(model.Price, currency) })}
            </span>
          )}
        </span>
      </button>
    </li>
  );
};
