import { type DocumentActionRow, documentStatusCodeOf, documentTypeCodeOf, projectStatusCodeOf } from '@door/contract';
import { ChangeError, type Choices, configure, type EngineResult } from '@door/engine';
import { AppError } from '#server/core/app-error';
import type { ConfigurationAccess } from '#server/policies/configuration.policy';
import type { DocumentAccess } from '#server/policies/document.policy';
import type {
  BrandPartnerInfo,
  CatalogueModel,
  CatalogueStore,
  LoadedVersion,
} from '#server/services/catalogue/catalogue-store';
import { CONFIGURATOR_MESSAGES as M } from './configurator.messages';
import type { ConfigurationRow, ConfiguratorRepository } from './configurator.repository';

/** A document of the configurator's queries, with what its access needs. */
export type DocumentRow = NonNullable<Awaited<ReturnType<ConfiguratorRepository['findDocument']>>>;
/** The document line that holds a configuration, with its document. */
export type HolderLine = Awaited<ReturnType<ConfiguratorRepository['listDocumentLines']>>[number];

/** The workflow fields of a document (type, status, project status) as codes. */
export const rowOf = (document: DocumentRow): DocumentActionRow => ({
  type: documentTypeCodeOf(document.typeId) ?? 'offer',
  status: documentStatusCodeOf(document.statusId) ?? 'draft',
  projectStatus: projectStatusCodeOf(document.projectStatusId) ?? 'active',
});

/** What the document policy decides with. */
export const documentAccessOf = (document: DocumentRow): DocumentAccess => ({ ...document, ...rowOf(document) });

/** A stored configuration with the line that holds it and its access. */
export type HeldConfiguration = { row: ConfigurationRow; holder: HolderLine | null; access: ConfigurationAccess };

/** What the configurator services share: the repository and the catalogue store. */
export type ConfiguratorDeps = { repository: ConfiguratorRepository; store: CatalogueStore };

/** Loads what every configurator call needs (stored row, brand partner, catalogue model) and runs the engine. */
export const createConfiguratorLoader = ({ repository, store }: ConfiguratorDeps) => {
  const brandPartnerOf = async (brandPartnerId: string): Promise<BrandPartnerInfo> => {
    const info = await store.getBrandPartner(brandPartnerId);
    if (!info) {
      throw new AppError(M.brandPartnerNotFound);
    }
    return info;
  };

  const modelOf = async (catalogue: LoadedVersion, modelId: string): Promise<CatalogueModel> => {
    const model = await store.getModel(catalogue, modelId);
    if (!model) {
      throw new AppError(M.modelNotFound);
    }
    return model;
  };

  return {
    /** The brand partner (404 when unknown). */
    brandPartnerOf,
    /** A model of a loaded catalogue version, compiled on first use (404 when it is not in it). */
    modelOf,
    /** The brand partner, its brand's current catalogue and one model of it (404 when any is unknown). */
    async loadModel(brandPartnerId: string, modelId: string) {
      const partner = await brandPartnerOf(brandPartnerId);
      const catalogue = await store.getCurrentCatalogue(partner.brandId);
      return { partner, catalogue, model: await modelOf(catalogue, modelId) };
    },
    /** A stored configuration (404 when unknown). */
    async loadRow(configurationId: string): Promise<ConfigurationRow> {
      const row = await repository.getById(configurationId);
      if (!row) {
        throw new AppError(M.configurationNotFound);
      }
      return row;
    },
    /**
     * A stored configuration (404 when unknown) with the one document line that holds it, if any, and the access the
     * configuration policy decides with.
     */
    async loadHeld(configurationId: string): Promise<HeldConfiguration> {
      const row = await repository.getById(configurationId);
      if (!row) {
        throw new AppError(M.configurationNotFound);
      }
      const [holder] = await repository.listDocumentLines(row.id);
      const access = {
        brandPartnerId: row.brandPartnerId,
        ownerUserId: row.ownerUserId,
        document: holder ? documentAccessOf(holder) : null,
      };
      return { row, holder: holder ?? null, access };
    },
    /** The brand partner of a stored configuration, and the catalogue version and model it is priced with. */
    async loadAll(row: ConfigurationRow) {
      const partner = await brandPartnerOf(row.brandPartnerId);
      const catalogue = await store.getVersion(row.catalogueVersionId);
      if (!catalogue) {
        throw new AppError(M.modelNotFound);
      }
      return { partner, catalogue, model: await modelOf(catalogue, row.modelId) };
    },
    /**
     * Runs the engine on the brand partner's price list; a refused change is a 400 with the engine's reason, and
     * `onRefused` hears the rule whose bound refused it (if a rule did).
     */
    runEngine(
      model: CatalogueModel,
      choices: Choices,
      partner: BrandPartnerInfo,
      change: Parameters<typeof configure>[2],
      onRefused?: (ruleId: string) => void,
    ): EngineResult {
      try {
        return configure(model.compiled, choices, change, { markupBasisPoints: partner.markupBasisPoints });
      } catch (error) {
        if (error instanceof ChangeError) {
          if (error.ruleId !== null) {
            onRefused?.(error.ruleId);
          }
          throw new AppError(M.choiceRefused, { message: error.localized });
        }
        throw error;
      }
    },
  };
};
/** The configurator's shared loader. */
export type ConfiguratorLoader = ReturnType<typeof createConfiguratorLoader>;
