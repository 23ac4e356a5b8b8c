import { DOCUMENT_STATUS_IDS, LANGUAGES, type Language } from '@door/contract';
import { configure, displayName, presentPartsTree, printableParameters } from '@door/engine';
import { drawingFromConfiguration } from '@door/engine/door';
import { measure } from '#server/core/telemetry';
import type { Database, DbOrTx } from '#server/db/client';
import {
  type DocumentationFile,
  renderDocumentationFiles,
  warmUpDocumentationRenderer,
} from '#server/render/documentation/documentation-pdf';
import { getCatalogueStore } from '#server/services/catalogue/catalogue-store';
import type { FileStore } from '#server/services/file-store';
import type { Job, JobRunner } from '#server/services/job-runner';
import { DOCUMENTATION_MESSAGES as M } from './documentation.messages';
import type { DocumentationRepository } from './documentation.repository';

/** The kind of the job that renders a configuration's technical documentation. */
export const TECHNICAL_DOCUMENTATION_JOB = 'technicalDocumentation';

const STATUS = DOCUMENT_STATUS_IDS;
const cut = (text: string) => text.slice(0, 500);
const languageOf = (value: unknown): Language => (LANGUAGES.includes(value as Language) ? (value as Language) : 'sl');

/** A safe last segment of a file store key made from a file name. */
export const keySegment = (fileName: string) =>
  fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 100) || 'file';

/**
 * The documentation job: renders a configuration's three files (drawing, parts, parameters) in the background,
 * stores them in place of the previous ones and sets the status; after its last attempt the status is the error one
 * with the reason in history.
 */
export const registerDocumentationJob = ({
  repository,
  database,
  files,
  jobs,
}: {
  repository: DocumentationRepository;
  database: Database;
  files: FileStore;
  jobs: JobRunner;
}) => {
  const catalogue = getCatalogueStore(database);

  /** Renders the three files of a configuration and stores them; the job's run. */
  const renderAndStore = async (job: Job) => {
    const row = await repository.findDocumentConfiguration(database.db, String(job.payload.documentConfigurationId));
    if (!row) {
      throw new Error('the configuration is no longer in the document');
    }
    const language = languageOf(job.payload.language ?? row.language);
    const configuration = await repository.findConfiguration(database.db, row.configurationId);
    const partner = configuration ? await catalogue.getBrandPartner(configuration.brandPartnerId) : null;
    const model = configuration
      ? await catalogue.getModelOf(configuration.catalogueVersionId, configuration.modelId)
      : null;
    if (!configuration || !partner || !model) {
      throw new Error(M.modelUnavailable[language]);
    }
    const result = configure(model.compiled, configuration.choices, null, {
      markupBasisPoints: partner.markupBasisPoints,
    });
    const parameters = printableParameters(result, language);
    const brandPartnerName = await repository.findBrandPartnerName(database.db, row.brandPartnerId);
    const rendered = await measure(
      'documentRender',
      () =>
        renderDocumentationFiles({
          language,
          modelName: displayName(model.def.names, language),
          reference: `${row.year}-${row.number} / ${row.position}`,
          brandPartnerName,
          drawing: drawingFromConfiguration(result, model.design),
          parts: presentPartsTree(result, language),
          parameters,
          createdAt: new Date(),
        }),
      'pdf',
    );
    const stored: Array<{ key: string; file: DocumentationFile }> = [];
    for (const file of rendered) {
      const key = `documentation/${row.id}/${job.id}/${keySegment(file.fileName)}`;
      await files.put(key, file.body, 'application/pdf');
      stored.push({ key, file });
    }
    const previous = await repository.listGenerated(database.db, row.id);
    return {
      finish: async (tx: DbOrTx) => {
        await repository.deleteItems(
          tx,
          previous.map((item) => item.id),
        );
        await repository.insertItems(
          tx,
          stored.map(({ key, file }) => ({
            documentConfigurationId: row.id,
            kind: 'generated',
            fileName: file.fileName,
            fileKey: key,
            contentType: 'application/pdf',
            sizeBytes: file.body.length,
            userId: null,
          })),
        );
        await repository.setStatus(tx, row.id, STATUS.generatedTechnicalDocumentation);
        await repository.insertHistory(tx, {
          documentId: row.documentId,
          documentConfigurationId: row.id,
          configurationId: row.configurationId,
          type: 'technicalDocumentationGenerated',
          text: rendered.map((file) => file.fileName).join(', '),
          value: '',
          userId: null,
        });
      },
      afterCommit: async () => {
        for (const item of previous) {
          if (item.fileKey) {
            await files.delete(item.fileKey);
          }
        }
      },
    };
  };

  jobs.register(TECHNICAL_DOCUMENTATION_JOB, {
    run: renderAndStore,
    policy: { maxAttempts: 3, baseDelayMs: 2_000 },
    warmUp: warmUpDocumentationRenderer,
    async onFailed(tx, job, error) {
      const id = String(job.payload.documentConfigurationId);
      await repository.setStatus(tx, id, STATUS.errorTechnicalDocumentation);
      if (job.documentId) {
        await repository.insertHistory(tx, {
          documentId: job.documentId,
          documentConfigurationId: id,
          type: 'technicalDocumentationFailed',
          text: cut(error),
          value: '',
          userId: null,
        });
      }
    },
  });
};
