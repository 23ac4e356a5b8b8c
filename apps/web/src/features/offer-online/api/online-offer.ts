import {
  type AcceptOfferBody,
  API_PREFIX,
  API_ROUTES,
  type DeclineOfferBody,
  fillPath,
  type OfferQuestionBody,
  type OnlineOfferReply,
} from '@door/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

// The page is anonymous whoever opens it: no bearer token is sent, so a signed-in salesperson sees what the customer sees.
const ANONYMOUS = { auth: false } as const;

/** The query key of an offer's page. */
const offerKey = (token: string) => callKey('getOnlineOffer', { params: { token } });

/** The offer sent for acceptance: `GET /offer/{token}` (no retry: a 404 is an answer). */
export const onlineOfferQueryOptions = (token: string) =>
  queryOptions({
    queryKey: offerKey(token),
    queryFn: () => callApi('getOnlineOffer', { params: { token } }, ANONYMOUS),
    retry: false,
    refetchOnWindowFocus: false,
    // Fetched as the app starts (prefetch-online-offer.ts): not again when the page mounts. Answers replace it.
    staleTime: 60_000,
  });

/** The offer of the page (the app's start may have fetched it already: prefetch-online-offer.ts). */
export const useOnlineOffer = (token: string) => useQuery(onlineOfferQueryOptions(token));

/** The address of the PDF exactly as mailed. */
export const onlineOfferPdfUrl = (token: string) =>
  `${API_PREFIX}${fillPath(API_ROUTES.getOnlineOfferPdf.path, { token })}`;

const useAnswer = <B>(token: string, send: (body: B) => Promise<OnlineOfferReply>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reply) => queryClient.setQueryData(offerKey(token), reply),
    // A refused answer (409) means the offer changed meanwhile: show its state as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: offerKey(token) }),
  });
};

/** Accept: `POST /offer/{token}/accept`. */
export const useAcceptOffer = (token: string) =>
  useAnswer(token, (body: AcceptOfferBody) => callApi('acceptOnlineOffer', { params: { token }, body }, ANONYMOUS));

/** Decline: `POST /offer/{token}/decline`. */
export const useDeclineOffer = (token: string) =>
  useAnswer(token, (body: DeclineOfferBody) => callApi('declineOnlineOffer', { params: { token }, body }, ANONYMOUS));

/** A question to the salesperson: `POST /offer/{token}/question`. */
export const useAskQuestion = (token: string) =>
  useMutation({
    mutationFn: (body: OfferQuestionBody) => callApi('askOfferQuestion', { params: { token }, body }, ANONYMOUS),
  });
