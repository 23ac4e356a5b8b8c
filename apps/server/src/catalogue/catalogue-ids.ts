import { stableId } from '#server/core/stable-id';

/**
 * The GUIDs of a brand's catalogue entries, derived from their codes: the same code keeps its id in every version
 * of the catalogue, so stored choices (parameter id → value id) and model ids stay meaningful across publishes.
 */
export const createCatalogueIds = (brandId: string) => {
  const namespace = `catalogue:${brandId}`;
  const id = (what: string) => stableId(namespace, what);
  return {
    category: (code: string) => id(`category:${code}`),
    parameter: (code: string) => id(`parameter:${code}`),
    value: (parameterCode: string, code: string) => id(`value:${parameterCode}:${code}`),
    model: (code: string) => id(`model:${code}`),
    modelParameter: (modelCode: string, parameterCode: string) => id(`model-parameter:${modelCode}:${parameterCode}`),
    part: (modelCode: string, partCode: string) => id(`part:${modelCode}:${partCode}`),
    selection: (code: string) => id(`selection:${code}`),
    selectionValue: (categoryCode: string, code: string) => id(`selection:${categoryCode}:${code}`),
  };
};
/** The id functions of one brand's catalogue. */
export type CatalogueIds = ReturnType<typeof createCatalogueIds>;
