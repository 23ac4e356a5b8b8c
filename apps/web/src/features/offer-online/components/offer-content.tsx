import { formatMoney, type Language, type OnlineOfferContent } from '@door/contract';
import { useTranslation } from '#web/i18n';

const LOCALES: Record<Language, string> = { sl: 'sl-SI', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A `YYYY-MM-DD` date as people of the language write it. */
export const formatDay = (language: Language, date: string) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A moment as people of the language write it. */
export const formatMoment = (language: Language, at: string) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at));

/** An address under its heading, one line a line (the customer's, the delivery's). */
const AddressBlock = ({ id, title, lines }: { id: string; title: string; lines: readonly string[] }) => (
  <section aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    <p>
      {lines.map((line, index) => (
        // Lines may repeat (two empty ones): their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </p>
  </section>
);

/** The offer as it was sent: heading, addresses, positions with pictures, parameters and prices, totals and terms. */
export const OfferContent = ({ offer, language }: { offer: OnlineOfferContent; language: Language }) => {
  const { t } = useTranslation('offer-online');
  const money = (amount: number) => formatMoney(amount, offer.Currency);
  return (
    <>
      <header className="online-offer__head">
        <h1 id="online-offer-title">{offer.Title}</h1>
        <p className="online-offer__seller">{offer.Seller.Name}</p>
        <dl className="online-offer__facts">
          <div>
            <dt>{t('facts.date')}</dt>
            <dd>{formatDay(language, offer.Date)}</dd>
          </div>
          {offer.ValidUntil ? (
            <div>
              <dt>{t('facts.validUntil')}</dt>
              <dd data-testid="valid-until">{formatDay(language, offer.ValidUntil)}</dd>
            </div>
          ) : null}
          {offer.Salesman ? (
            <div>
              <dt>{t('facts.salesman')}</dt>
              <dd>{offer.Salesman}</dd>
            </div>
          ) : null}
        </dl>
        <div className="online-offer__addresses">
          <AddressBlock id="offer-customer" title={t('facts.customer')} lines={offer.Customer} />
          {offer.Delivery ? (
            <AddressBlock id="offer-delivery" title={t('facts.delivery')} lines={offer.Delivery} />
          ) : null}
        </div>
      </header>

      <section aria-labelledby="offer-positions">
        <h2 id="offer-positions">{t('positions.title')}</h2>
        <ol className="online-offer__positions">
          {offer.Positions.map((position) => (
            <li key={position.Position} className="online-offer__position">
              {position.Picture ? (
                <img
                  src={position.Picture}
                  alt={t('positions.picture', { name: position.Name })}
                  className="online-offer__picture"
                  width={180}
                  height={240}
                  loading="lazy"
                />
              ) : null}
              <div className="online-offer__position-body">
                <h3>
                  {t('positions.heading', { position: position.Position, name: position.Name })}
                  <span className="online-offer__quantity">
                    {t('positions.quantity', { quantity: position.Quantity })}
                  </span>
                </h3>
                <dl className="online-offer__parameters">
                  {position.Parameters.map((parameter) => (
                    <div key={parameter.Name}>
                      <dt>{parameter.Name}</dt>
                      <dd>{parameter.Value}</dd>
                    </div>
                  ))}
                </dl>
                {offer.ShowPrices ? (
                  <table className="online-offer__prices">
                    <caption className="visually-hidden">{t('positions.prices', { name: position.Name })}</caption>
                    <tbody>
                      <tr>
                        <th scope="row">{t('positions.unitPrice')}</th>
                        <td>{money(position.UnitPrice)}</td>
                      </tr>
                      <tr>
                        <th scope="row">{t('positions.price')}</th>
                        <td>{money(position.Price)}</td>
                      </tr>
                      {[...position.AdditionalCosts, ...position.Discounts, ...position.NetCosts].map((amount) => (
                        <tr key={`${amount.Name}-${amount.Amount}-${amount.Note}`}>
                          <th scope="row">
                            {amount.Name}
                            {amount.Note ? ` (${amount.Note})` : ''}
                          </th>
                          <td>{money(amount.Amount)}</td>
                        </tr>
                      ))}
                      <tr className="online-offer__position-total">
                        <th scope="row">{t('positions.total')}</th>
                        <td>{money(position.Total)}</td>
                      </tr>
                    </tbody>
                  </table>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      {offer.ShowPrices ? (
        <section aria-labelledby="offer-totals" className="online-offer__totals">
          <h2 id="offer-totals">{t('totals.title')}</h2>
          <table>
            <tbody>
              <tr>
                <th scope="row">{t('totals.net')}</th>
                <td>{money(offer.Totals.Net)}</td>
              </tr>
              <tr>
                <th scope="row">{t('totals.tax')}</th>
                <td>{money(offer.Totals.Tax)}</td>
              </tr>
              <tr className="online-offer__grand-total">
                <th scope="row">{t('totals.total')}</th>
                <td data-testid="offer-total">{money(offer.Totals.Total)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ) : null}

      {offer.PaymentTerms.length + offer.DeliveryTerms.length > 0 ? (
        <section aria-labelledby="offer-terms">
          <h2 id="offer-terms">{t('terms.title')}</h2>
          {[
            { key: 'payment', terms: offer.PaymentTerms },
            { key: 'delivery', terms: offer.DeliveryTerms },
          ].map(({ key, terms }) =>
            terms.length > 0 ? (
              <div key={key}>
                <h3>{t(`terms.${key}`)}</h3>
                <ul className="online-offer__terms">
                  {terms.map((term) => (
                    <li key={term.Name}>
                      <strong>{term.Name}</strong>
                      {term.Description ? ` — ${term.Description}` : ''}
                      {term.Price !== null && offer.ShowPrices ? ` (${money(term.Price)})` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </section>
      ) : null}
    </>
  );
};
