import type { LocalizedText } from '@door/contract';
import type { RenameKind, RenameRefusal } from '#server/catalogue/catalogue-rename';
import { AppError, formatMessage } from '#server/core/app-error';
import { CATALOGUE_MESSAGES as M } from '#server/services/catalogue/catalogue.messages';

/** What already has a code, as the refusal of a rename names it (in the sentence "… {kind} has it already"). */
const HOLDERS: Record<Exclude<RenameKind, 'test'>, LocalizedText> = {
  category: {
    sl: 'druga kategorija',
    en: 'another category',
    de: 'eine andere Kategorie',
    fr: 'une autre catégorie',
  },
  parameter: { sl: 'drug parameter', en: 'another parameter', de: 'ein anderer Parameter', fr: 'un autre paramètre' },
  value: {
    sl: 'druga vrednost tega parametra',
    en: 'another value of this parameter',
    de: 'ein anderer Wert dieses Parameters',
    fr: 'une autre valeur de ce paramètre',
  },
  model: { sl: 'drug model', en: 'another model', de: 'ein anderes Modell', fr: 'un autre modèle' },
  ruleSet: {
    sl: 'drug nabor pravil',
    en: 'another rule set',
    de: 'ein anderer Regelsatz',
    fr: 'un autre jeu de règles',
  },
  rule: {
    sl: 'drugo pravilo modela, ki uporablja to pravilo',
    en: 'another rule of a model using this rule',
    de: 'eine andere Regel eines Modells, das diese Regel verwendet',
    fr: 'une autre règle d’un modèle qui utilise cette règle',
  },
  selection: {
    sl: 'drug filter izbire modelov',
    en: 'another filter of the model selection',
    de: 'ein anderer Filter der Modellauswahl',
    fr: 'un autre filtre de la sélection des modèles',
  },
  selectionValue: {
    sl: 'druga vrednost tega filtra',
    en: 'another value of this filter',
    de: 'ein anderer Wert dieses Filters',
    fr: 'une autre valeur de ce filtre',
  },
};

/** The 400 of a refused rename, naming the code and what has it already; `detail` names the field at fault. */
export const renameRefusal = (refusal: RenameRefusal, to: string): AppError => {
  switch (refusal.refusal) {
    case 'unknownEntry':
      return new AppError(M.renameNoEntry, { detail: 'Path' });
    case 'badCode':
      return new AppError(M.renameBadCode, {
        message: formatMessage(M.renameBadCode, { code: to }),
        detail: 'To',
      });
    case 'taken': {
      if (refusal.kind === 'test') {
        return new AppError(M.renameTestTaken, {
          message: formatMessage(M.renameTestTaken, { code: refusal.code }),
          detail: 'To',
        });
      }
      const holder = HOLDERS[refusal.kind];
      const message = formatMessage(M.renameTaken, { code: refusal.code });
      return new AppError(M.renameTaken, {
        message: {
          sl: message.sl.replace('{kind}', holder.sl),
          en: message.en.replace('{kind}', holder.en),
          de: message.de.replace('{kind}', holder.de),
          fr: message.fr.replace('{kind}', holder.fr),
        },
        detail: 'To',
      });
    }
  }
};
