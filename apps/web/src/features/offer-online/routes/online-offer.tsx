import type { Language, OnlineOfferReply } from '@door/contract';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#web/i18n';
import { ApiError } from '#web/lib/api-client';
import { useAppStore } from '#web/stores/app-store';
import {
  onlineOfferPdfUrl,
  useAcceptOffer,
  useAskQuestion,
  useDeclineOffer,
  useOnlineOffer,
} from '../api/online-offer';
import { FormButton, TextAreaField, TextField } from '../components/answer-fields';
import { formatMoment, OfferContent } from '../components/offer-content';
import { SignaturePad } from '../components/signature-pad';
import '../components/online-offer.css';

/** Keeps search engines off the page and the address out of other sites' logs while it is shown. */
const usePrivatePage = () => {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow, noarchive'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name ?? '';
      meta.content = content ?? '';
      document.head.append(meta);
      return meta;
    });
    return () => {
      for (const meta of added) {
        meta.remove();
      }
    };
  }, []);
};

/** The page opens in the offer's language and its storefront's look, once. */
const useOfferFrame = (offer: OnlineOfferReply | undefined) => {
  const { i18n } = useTranslation('offer-online');
  useEffect(() => {
    if (!offer) {
      return;
    }
    const store = useAppStore.getState();
    if (store.brandPartnerId !== offer.BrandPartnerId) {
      store.setBrandPartnerId(offer.BrandPartnerId);
    }
    if (store.language !== offer.Language) {
      store.setLanguage(offer.Language);
      void i18n.changeLanguage(offer.Language);
    }
  }, [offer, i18n]);
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isNetworkError && error.message ? error.message : fallback;

/**
 * The answer forms of an open offer: accept (name, optional signature; pressing Accept under the declaration accepts
 * the terms), decline (reason). An offer changed after it was sent offers no Accept (the server refuses it: 409).
 */
const AnswerForms = ({ token, canAccept }: { token: string; canAccept: boolean }) => {
  const { t } = useTranslation('offer-online');
  const accept = useAcceptOffer(token);
  const decline = useDeclineOffer(token);
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const nameMissing = name.trim().length < 2;
  const error = accept.error ?? decline.error;

  return (
    <div className="online-offer__answer">
      {canAccept ? (
        <form
          className="online-offer__accept"
          aria-labelledby="accept-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!nameMissing) {
              accept.mutate({ FullName: name.trim(), AcceptTerms: true, Signature: signature });
            }
          }}
        >
          <h2 id="accept-title">{t('accept.title')}</h2>
          <TextField
            label={t('accept.fullName')}
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={tried && nameMissing ? t('accept.fullNameMissing') : undefined}
          />
          <SignaturePad onChange={setSignature} />
          <p className="online-offer__declaration">{t('accept.declaration')}</p>
          <FormButton type="submit" primary busy={accept.isPending} disabled={decline.isPending}>
            {t('accept.submit')}
          </FormButton>
        </form>
      ) : null}
      <form
        className="online-offer__decline"
        aria-labelledby="decline-title"
        onSubmit={(event) => {
          event.preventDefault();
          decline.mutate({ Reason: reason.trim() });
        }}
      >
        <h2 id="decline-title">{t('decline.title')}</h2>
        <TextAreaField
          label={t('decline.reason')}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <FormButton type="submit" busy={decline.isPending} disabled={accept.isPending}>
          {t('decline.submit')}
        </FormButton>
      </form>
      {error ? (
        <div role="alert" className="online-offer__notice online-offer__notice--error online-offer__error">
          {messageOf(error, t('error.generic'))}
        </div>
      ) : null}
    </div>
  );
};

/** The offer was changed after this link was sent: it cannot be accepted; the salesperson sends the current one. */
export const ChangedNotice = () => {
  const { t } = useTranslation('offer-online');
  return (
    <div
      className="online-offer__notice online-offer__notice--changed"
      role="status"
      aria-labelledby="offer-changed-title"
      data-testid="offer-changed"
    >
      <h2 id="offer-changed-title">{t('changed.title')}</h2>
      <p>{t('changed.text')}</p>
    </div>
  );
};

/** A question to the salesperson. */
const QuestionForm = ({ token }: { token: string }) => {
  const { t } = useTranslation('offer-online');
  const ask = useAskQuestion(token);
  const [question, setQuestion] = useState('');
  return (
    <form
      className="online-offer__question"
      aria-labelledby="question-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (question.trim()) {
          ask.mutate({ Question: question.trim() }, { onSuccess: () => setQuestion('') });
        }
      }}
    >
      <h2 id="question-title">{t('question.title')}</h2>
      <TextAreaField
        label={t('question.text')}
        required
        maxLength={2000}
        value={question}
        onChange={(event) => setQuestion(event.currentTarget.value)}
      />
      <FormButton type="submit" busy={ask.isPending}>
        {t('question.submit')}
      </FormButton>
      <div aria-live="polite">
        {ask.isSuccess ? <p className="online-offer__sent">{t('question.sent')}</p> : null}
        {ask.error ? <p role="alert">{messageOf(ask.error, t('error.generic'))}</p> : null}
      </div>
    </form>
  );
};

/**
 * /offer/{token}: the offer sent for acceptance, anonymous, in its language and storefront's look. Open: the offer,
 * its PDF, accept, decline and a question; answered: the answer and the offer; expired, replaced or withdrawn: only
 * why (and the newer link when replaced); an unknown link: that it is not valid.
 */
export const OnlineOfferRoute = () => {
  const { t } = useTranslation('offer-online');
  const { token = '' } = useParams();
  const offer = useOnlineOffer(token);
  usePrivatePage();
  useOfferFrame(offer.data);

  if (offer.isPending) {
    return <div className="app-loading online-offer__loading" role="status" aria-label={t('loading')} />;
  }
  const data = offer.data;
  if (!data) {
    return (
      <section className="online-offer" aria-labelledby="online-offer-title">
        <h1 id="online-offer-title">{t('invalid.title')}</h1>
        <p>{messageOf(offer.error, t('invalid.text'))}</p>
      </section>
    );
  }
  const language: Language = data.Language;
  if (!data.Offer) {
    return (
      <section className="online-offer" aria-labelledby="online-offer-title" data-state={data.State}>
        <h1 id="online-offer-title">{t(`state.${data.State}.title`)}</h1>
        <p>{t(`state.${data.State}.text`)}</p>
        {data.ReplacedBy ? (
          <p>
            <Link to={data.ReplacedBy} reloadDocument>
              {t('state.replaced.link')}
            </Link>
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <article className="online-offer" aria-labelledby="online-offer-title" data-state={data.State}>
      {data.Answer ? (
        <div
          className={`online-offer__notice online-offer__notice--${data.Answer.Decision} online-offer__status`}
          role="status"
          data-testid="offer-answer"
        >
          <p>
            {t(`answered.${data.Answer.Decision}`, {
              name: data.Answer.FullName,
              at: formatMoment(language, data.Answer.At),
            })}
          </p>
          {data.Answer.Decision === 'accepted' ? (
            <p>
              {t('answered.hash')} <code className="online-offer__hash">{data.Answer.PdfSha256}</code>
            </p>
          ) : null}
        </div>
      ) : null}
      {data.ChangedSinceSent ? <ChangedNotice /> : null}
      <OfferContent offer={data.Offer} language={language} />
      <section aria-labelledby="offer-pdf" className="online-offer__pdf">
        <h2 id="offer-pdf">{t('pdf.title')}</h2>
        <p>
          <a href={onlineOfferPdfUrl(token)} download={data.FileName} rel="noreferrer">
            {t('pdf.download', { file: data.FileName })}
          </a>
        </p>
        <p className="online-offer__fingerprint">
          {t('pdf.hash')} <code className="online-offer__hash">{data.PdfSha256}</code>
        </p>
      </section>
      {data.State === 'open' ? <AnswerForms token={token} canAccept={!data.ChangedSinceSent} /> : null}
      <QuestionForm token={token} />
    </article>
  );
};
