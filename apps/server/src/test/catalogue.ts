import type { FastifyInstance } from 'fastify';

type ModelsReply = {
  BrandModelsSpecial: { PartId: string; Name: string }[];
  BrandModelsNotSpecial: { PartId: string; Name: string }[];
};

/** Finds a demo model of a storefront by its (Slovenian) name through the selection API and returns its PartId. */
export const findModelPartId = async (app: FastifyInstance, brandPartnerId: string, name: string): Promise<string> => {
  const reply = (
    await app.inject({ method: 'POST', url: `/api/v1/selection/models/${brandPartnerId}`, payload: { pageSize: 100 } })
  ).json<ModelsReply>();
  const model = [...reply.BrandModelsSpecial, ...reply.BrandModelsNotSpecial].find((item) => item.Name === name);
  if (!model) {
    throw new Error(`demo model ${name} not found`);
  }
  return model.PartId;
};

/** A method of the catalogue calls. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API as a demo user (signed in once, the token kept) or anonymously (null), in a language; a path without a
 * leading slash is under `/api/v1/`.
 */
export const createApiCaller = (
  app: FastifyInstance,
  signIn: (email: string) => Promise<{ authorization: string }>,
) => {
  const tokens = new Map<string, string>();
  return async (email: string | null, method: CallMethod, path: string, body?: unknown, lang = 'en') => {
    let authorization = email ? tokens.get(email) : undefined;
    if (email && !authorization) {
      authorization = (await signIn(email)).authorization;
      tokens.set(email, authorization);
    }
    return app.inject({
      method,
      url: path.startsWith('/') ? path : `/api/v1/${path}`,
      headers: { 'accept-language': lang, ...(authorization ? { authorization } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };
};
