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
