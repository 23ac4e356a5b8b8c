import type {
  CatalogueDraftOperation,
  CatalogueFile,
  CatalogueModel,
  CatalogueRule,
  CatalogueTest,
} from '@door/contract';

// Whole-model edits of the workbench: a copy with its rules and tests, a removal that takes its tests along, a rule
// set added, removed (and taken off the models that use it). Each is one edit of the draft, undone as one.

/** A test name not yet used: the name itself, else with " 2", " 3", … */
const freeName = (name: string, taken: Set<string>) => {
  let candidate = name;
  for (let count = 2; taken.has(candidate); count += 1) {
    candidate = `${name} ${count}`;
  }
  taken.add(candidate);
  return candidate;
};

/** A rule as a copy takes it: a part's explicit part id is left out, so the copy's part gets its own id. */
const copiedRule = (rule: CatalogueRule): CatalogueRule => {
  if (rule.kind === 'part' && 'partId' in rule && rule.partId !== undefined) {
    const { partId: _partId, ...rest } = rule;
    return rest;
  }
  return rule;
};

/**
 * Copies the model at `index` under a new code, right after it: everything it has (parameters, rule sets, its own
 * rules) and a copy of each of its tests for the new model, named after it. The copy's name is its code until the
 * maintainer names it.
 */
export const copyModelOps = (file: CatalogueFile, index: number, code: string): CatalogueDraftOperation[] => {
  const model = file.models[index];
  if (!model) {
    return [];
  }
  const copy: CatalogueModel = structuredClone({
    ...model,
    code,
    name: code,
    ...(model.rules ? { rules: model.rules.map(copiedRule) } : {}),
  });
  const taken = new Set((file.tests ?? []).map((test) => test.name));
  const tests: CatalogueTest[] = (file.tests ?? [])
    .filter((test) => test.model === model.code)
    .map((test) => structuredClone({ ...test, name: freeName(`${test.name} (${code})`, taken), model: code }));
  const ops: CatalogueDraftOperation[] = [{ op: 'add', path: `/models/${index + 1}`, value: copy }];
  if (tests.length > 0) {
    ops.push(
      ...(file.tests
        ? tests.map((test): CatalogueDraftOperation => ({ op: 'add', path: '/tests/-', value: test }))
        : [{ op: 'add' as const, path: '/tests', value: tests }]),
    );
  }
  return ops;
};

/** The tests of a model (their indexes in the file). */
export const testsOfModel = (file: CatalogueFile, code: string): number[] =>
  (file.tests ?? []).flatMap((test, index) => (test.model === code ? [index] : []));

/** Removes the model at `index` and its tests (a test of a model that is gone names nothing). */
export const removeModelOps = (file: CatalogueFile, index: number): CatalogueDraftOperation[] => {
  const model = file.models[index];
  if (!model) {
    return [];
  }
  return [
    ...testsOfModel(file, model.code)
      .reverse()
      .map((test): CatalogueDraftOperation => ({ op: 'remove', path: `/tests/${test}` })),
    { op: 'remove', path: `/models/${index}` },
  ];
};

/** The models that use a rule set (their indexes). */
export const modelsUsingRuleSet = (file: CatalogueFile, code: string): number[] =>
  file.models.flatMap((model, index) => (model.ruleSets?.includes(code) ? [index] : []));

/** The edit that sets the rule sets a model uses (the key left out when it uses none). */
export const setRuleSetsOp = (path: string, model: CatalogueModel, codes: string[]): CatalogueDraftOperation =>
  codes.length > 0
    ? { op: 'add', path: `${path}/ruleSets`, value: codes }
    : model.ruleSets
      ? { op: 'remove', path: `${path}/ruleSets` }
      : { op: 'test', path: `${path}/code`, value: model.code };

/** Removes the rule set at `index`, taken off every model that uses it first. */
export const removeRuleSetOps = (file: CatalogueFile, index: number): CatalogueDraftOperation[] => {
  const set = file.ruleSets?.[index];
  if (!set) {
    return [];
  }
  return [
    ...modelsUsingRuleSet(file, set.code).map((modelIndex) => {
      const model = file.models[modelIndex] as CatalogueModel;
      return setRuleSetsOp(
        `/models/${modelIndex}`,
        model,
        (model.ruleSets ?? []).filter((code) => code !== set.code),
      );
    }),
    { op: 'remove', path: `/ruleSets/${index}` },
  ];
};
