import { MODEL_DEFINITION_FORMAT } from '@door/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';
import type { InstantModel } from '../lib/instant-engine';

/** The engine module of the instant configurator: a chunk of its own, loaded with step 2's definition. */
export type InstantEngine = typeof import('../lib/instant-engine');

/** What the page evaluates changes with: the engine module and the compiled definition. */
export type InstantConfigurator = { engine: InstantEngine; model: InstantModel };

/** Which definition a configuration needs: its catalogue version, model, brand partner and document. */
export type DefinitionTarget = { versionId: string; partId: string; brandPartnerId: string; documentId?: string };

const definitionInput = (target: DefinitionTarget) => ({
  params: { versionId: target.versionId, partId: target.partId },
  // The form in the address: a browser never takes an older form from its cache.
  query: { brandPartnerId: target.brandPartnerId, documentId: target.documentId, format: MODEL_DEFINITION_FORMAT },
});

/**
 * Loads the model's definition (GET /configurator/definition/{versionId}/model/{partId}; the browser's HTTP cache keeps
 * it per version) and the engine chunk side by side, and compiles the model.
 */
export const loadInstantConfigurator = async (target: DefinitionTarget): Promise<InstantConfigurator> => {
  const [definition, engine] = await Promise.all([
    callApi('getModelDefinition', definitionInput(target)),
    import('../lib/instant-engine'),
  ]);
  return { engine, model: engine.prepareInstantModel(definition) };
};

/**
 * The instant configurator of the open configuration; undefined while it loads or when it cannot (the page then waits
 * for the server as before). `audience` (the endpoint variant) is in the key: prices depend on who asks.
 */
export const useInstantConfigurator = (target: DefinitionTarget | null, audience: string) =>
  useQuery({
    queryKey: target ? [...callKey('getModelDefinition', definitionInput(target)), audience] : ['no-definition'],
    queryFn: () => loadInstantConfigurator(target as DefinitionTarget),
    enabled: target !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  }).data;
