import type { TreeParameter } from '@door/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n';
import { clampStep, groupTree, type ParameterGroup } from './tree';

const GroupFields = ({
  group,
  level,
  render,
}: {
  group: ParameterGroup;
  level: number;
  render: (parameter: TreeParameter) => ReactNode;
}) => (
  <div className="cfg-group">
    {level > 0 ? <h3 className="cfg-group__title">{group.name}</h3> : null}
    {group.parameters.map(render)}
    {group.children.map((child) => (
      <GroupFields key={child.id} group={child} level={level + 1} render={render} />
    ))}
  </div>
);

/** Props of the configurator's step panel. */
export type ConfiguratorPanelProps = {
  tree: TreeParameter[];
  /** The step asked for (kept within the steps there are). */
  step: number;
  onStep: (next: number) => void;
  canEdit: boolean;
  renderParameter: (parameter: TreeParameter) => ReactNode;
  /** Shown above the fields (read-only note, what the engine moved). */
  notices?: ReactNode;
  /** Shown below the fields of the step (the comment on the last step). */
  afterFields?: (isLast: boolean) => ReactNode;
  /** The action in place of "Next" on the last step. */
  lastStepAction: ReactNode;
  footer?: ReactNode;
};

/**
 * The configurator's parameters as steps (one per top category): the step list, the current step's fields and the
 * step navigation. The customer's configuration page and the catalogue workbench's live preview both show it.
 */
export const ConfiguratorPanel = ({
  tree,
  step: askedStep,
  onStep,
  canEdit,
  renderParameter,
  notices,
  afterFields,
  lastStepAction,
  footer,
}: ConfiguratorPanelProps) => {
  const { t } = useTranslation('configurator');
  const groups = groupTree(tree);
  const stepCount = groups.length;
  const step = clampStep(askedStep, stepCount);
  const current = groups[step];
  const isLast = step >= stepCount - 1;
  return (
    <section className="cfg-panel" aria-labelledby="cfg-panel-title">
      <nav className="cfg-steps" aria-label={t('steps.label')}>
        <ol>
          {groups.map((group, index) => (
            <li key={group.id}>
              <button
                type="button"
                className="cfg-steps__item"
                aria-current={index === step ? 'step' : undefined}
                onClick={() => onStep(index)}
              >
                <span className="cfg-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                {group.name}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <div className="cfg-panel__head">
        <h2 id="cfg-panel-title" className="cfg-panel__title" tabIndex={-1}>
          {current?.name}
        </h2>
        <span className="cfg-panel__count" data-testid="step-count">
          {t('steps.count', { step: step + 1, count: stepCount })}
        </span>
      </div>

      {notices}

      <fieldset className="cfg-fields" disabled={!canEdit} inert={!canEdit} data-testid="parameter-panel">
        <legend className="visually-hidden">{current?.name}</legend>
        {current ? <GroupFields group={current} level={0} render={renderParameter} /> : null}
        {afterFields?.(isLast)}
      </fieldset>

      <div className="cfg-stepnav">
        <button
          type="button"
          className="app-button"
          onClick={() => onStep(step - 1)}
          disabled={step === 0}
          data-testid="previous-step"
        >
          {t('steps.previous')}
        </button>
        {isLast ? (
          lastStepAction
        ) : (
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => onStep(step + 1)}
            data-testid="next-step"
          >
            {t('steps.next')}
          </button>
        )}
      </div>

      {footer}
    </section>
  );
};
