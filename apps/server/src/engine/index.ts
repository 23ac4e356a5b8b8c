import { CatalogueError, type CompiledModel, compileModel } from './compile';
import { checkModelDefaults } from './configure';
import { type ModelDefinition, type RuleDefinition, ruleDefinitionSchema } from './definitions';

export * from './compile';
export * from './configure';
export * from './definitions';
export * from './money';
export * from './present';

/** Reads stored rules, refusing (with a message naming it) a rule that is not of the declarative form. */
export const parseRules = (modelCode: string, raw: unknown[]): RuleDefinition[] =>
  raw.map((rule, index) => {
    const parsed = ruleDefinitionSchema.safeParse(rule);
    if (!parsed.success) {
      const id = typeof rule === 'object' && rule !== null && 'id' in rule ? String(rule.id) : `#${index + 1}`;
      const issue = parsed.error.issues[0];
      throw new CatalogueError(
        `Model ${modelCode}, rule ${id}: not a valid rule (${issue ? `${issue.path.join('.')} ${issue.message}` : 'unreadable'})`,
      );
    }
    return parsed.data;
  });

/** Compiles a model and checks its defaults; throws a CatalogueError naming the model and the problem. */
export const compileCatalogueModel = (model: ModelDefinition): CompiledModel =>
  compileModel(model, (compiled) => {
    const problem = checkModelDefaults(compiled);
    if (problem) {
      throw new CatalogueError(`Model ${model.code}: ${problem}`);
    }
  });
