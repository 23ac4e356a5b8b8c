import type { FileReply, Language } from '@door/contract';
import {
  applyMarkup,
  type CompiledParameter,
  centsToMoney,
  displayName,
  type EngineResult,
  type ValueDefinition,
} from '@door/engine';
import ExcelJS from 'exceljs';
import type { Caller } from '#server/core/caller';
import { assertCanDownloadPriceFiles, assertCanReadConfiguration } from '#server/policies/configuration.policy';
import { type ConfiguratorDeps, createConfiguratorLoader } from './configurator-loader';

const presentTreeValue = (result: EngineResult, param: CompiledParameter, lang: Language): string | null => {
  const sel = result.state.sel[param.index] as number;
  if (param.isList && sel >= 0) {
    const value = param.def.values[sel] as ValueDefinition;
    return value.brandNames?.[lang] || value.names[lang];
  }
  const number = result.state.num[param.index] as number;
  return param.isNumeric && !Number.isNaN(number) ? String(number) : (result.state.text[param.index] ?? null);
};

/** Builds the price-file part of the configurator: a brand partner's price list with one configuration's terms. */
export const createPriceFileService = (deps: ConfiguratorDeps) => {
  const { loadAll, loadHeld, runEngine } = createConfiguratorLoader(deps);
  return {
    /** The brand partner's price list and this configuration's price terms as a spreadsheet (heads of sales of a parent partner). */
    async getPriceFile(caller: Caller, configurationId: string, lang: Language): Promise<FileReply> {
      assertCanDownloadPriceFiles(caller);
      const { row, access } = await loadHeld(configurationId);
      assertCanReadConfiguration(caller, access);
      const { partner, model, catalogue } = await loadAll(row);
      const result = runEngine(model, row.choices, partner, null);
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Door configurator';
      const sheet = workbook.addWorksheet(displayName(model.def.names, lang).slice(0, 31));
      sheet.columns = [
        { header: 'Parameter', key: 'parameter', width: 36 },
        { header: 'Value', key: 'value', width: 36 },
        { header: `Price (${partner.currency})`, key: 'price', width: 16, style: { numFmt: '#,##0.00' } },
      ];
      for (const term of result.terms) {
        const param = term.paramIndex >= 0 ? (result.model.params[term.paramIndex] as CompiledParameter) : null;
        sheet.addRow({
          parameter: param ? displayName(param.def.names, lang) : displayName(model.def.names, lang),
          value: term.label ? term.label[lang] : param ? (presentTreeValue(result, param, lang) ?? '') : model.def.code,
          price: centsToMoney(term.cents),
        });
      }
      sheet.addRow({ parameter: 'Total', value: '', price: centsToMoney(result.priceCents) }).font = { bold: true };
      const list = workbook.addWorksheet('Price list');
      list.columns = [
        { header: 'Model', key: 'model', width: 30 },
        { header: 'Parameter', key: 'parameter', width: 30 },
        { header: 'Value', key: 'value', width: 36 },
        { header: `Price (${partner.currency})`, key: 'price', width: 16, style: { numFmt: '#,##0.00' } },
      ];
      for (const entry of catalogue.ordered) {
        list.addRow({
          model: displayName(entry.names, lang),
          parameter: '',
          value: entry.code,
          price: centsToMoney(applyMarkup(entry.basePriceCents, partner.markupBasisPoints)),
        });
      }
      for (const param of catalogue.built.parameterByCode.values()) {
        const name = param.file.brandNames?.[lang] || param.file.names[lang] || param.file.code;
        for (const value of param.values) {
          if (value.priceCents !== 0) {
            list.addRow({
              model: '',
              parameter: name,
              value: value.brandNames?.[lang] || value.names[lang],
              price: centsToMoney(applyMarkup(value.priceCents, partner.markupBasisPoints)),
            });
          }
        }
      }
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return {
        FileName: `price-list-${model.def.code.toLowerCase()}.xlsx`,
        MimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        Contents: buffer.toString('base64'),
      };
    },
  };
};
/** The price-file part of the configurator. */
export type PriceFileService = ReturnType<typeof createPriceFileService>;
