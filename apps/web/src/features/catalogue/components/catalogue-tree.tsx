import type { CatalogueDraftOperation, CatalogueFile, Language } from '@door/contract';
import { type KeyboardEvent, memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '#web/i18n';
import { pointerParts } from '../lib/draft-patch';
import { TOP_LISTS, type TopList } from '../lib/new-top-entries';
import { type Namer, namerOf, ruleSentence } from '../lib/rule-sentence';
import { missingLanguages, textIn } from '../lib/texts';
import { moveOp } from './entry-actions';

/** One entry of the tree: where it is in the file, what it shows, and its entries. */
type TreeNode = {
  path: string;
  /** Rules' labels are their sentences, worded only when shown. */
  label: string | (() => string);
  /** Some of its texts are missing in one of the four languages. */
  isIncomplete: boolean;
  /** Entries of a list can be moved within it (by dragging or Alt+↑/↓). */
  list: string | null;
  children: TreeNode[];
};

/** A heading of the tree with the entries of one list of the file. */
type TreeSection = { key: string; title: string; path: string | null; nodes: TreeNode[] };

type TFunction = ReturnType<typeof useTranslation>['t'];

const node = (
  path: string,
  label: string | (() => string),
  isIncomplete = false,
  children: TreeNode[] = [],
): TreeNode => {
  const parts = pointerParts(path);
  const isInList = /^\d+$/.test(parts.at(-1) ?? '');
  return {
    path,
    label,
    isIncomplete,
    list: isInList ? path.slice(0, path.lastIndexOf('/')) : null,
    children,
  };
};

const ruleNodes = (rules: CatalogueFile['models'][number]['rules'], base: string, names: Namer, t: TFunction) =>
  (rules ?? []).map((rule, index) => node(`${base}/${index}`, () => `${rule.id}: ${ruleSentence(rule, names, t)}`));

/** The file as the tree shows it: the brand, categories, parameters with values, models, rule sets and tests. */
const sectionsOf = (file: CatalogueFile, language: Language, t: TFunction): TreeSection[] => {
  const names = namerOf(file, language);
  return [
    { key: 'brand', title: t('tree.brand'), path: null, nodes: [node('/brand', file.brand.name)] },
    {
      key: 'categories',
      title: t('tree.categories'),
      path: '/categories',
      nodes: file.categories.map((category, index) =>
        node(
          `/categories/${index}`,
          textIn(category.names, language) || category.code,
          missingLanguages(category.names).length > 0,
        ),
      ),
    },
    {
      key: 'parameters',
      title: t('tree.parameters'),
      path: '/parameters',
      nodes: file.parameters.map((parameter, index) =>
        node(
          `/parameters/${index}`,
          textIn(parameter.names, language) || parameter.code,
          missingLanguages(parameter.names).length > 0,
          parameter.values.map((value, valueIndex) =>
            node(
              `/parameters/${index}/values/${valueIndex}`,
              textIn(value.names, language) || value.code,
              missingLanguages(value.names).length > 0,
            ),
          ),
        ),
      ),
    },
    {
      key: 'models',
      title: t('tree.models'),
      path: '/models',
      nodes: file.models.map((model, index) =>
        node(`/models/${index}`, model.name, missingLanguages(model.titles).length > 0, [
          ...model.parameters.map((use, useIndex) =>
            node(`/models/${index}/parameters/${useIndex}`, `${t('tree.uses')} ${names.param(use.code)}`),
          ),
          ...ruleNodes(model.rules, `/models/${index}/rules`, names, t),
        ]),
      ),
    },
    {
      key: 'ruleSets',
      title: t('tree.ruleSets'),
      path: '/ruleSets',
      nodes: (file.ruleSets ?? []).map((set, index) =>
        node(`/ruleSets/${index}`, set.code, false, ruleNodes(set.rules, `/ruleSets/${index}/rules`, names, t)),
      ),
    },
    {
      key: 'tests',
      title: t('tree.tests'),
      path: '/tests',
      nodes: (file.tests ?? []).map((test, index) => node(`/tests/${index}`, test.name)),
    },
  ];
};

const isTopList = (key: string): key is TopList => (TOP_LISTS as readonly string[]).includes(key);

/** Whether `path` lies in the entry at `ancestor` (or is it). */
const isWithin = (path: string, ancestor: string) => path === ancestor || path.startsWith(`${ancestor}/`);

/**
 * The catalogue as a tree of buttons: opening an entry shows its form. Entries are reordered within their list by
 * dragging, or by keyboard with Alt+↑ and Alt+↓ on the focused entry; every move is an edit of the draft.
 */
export const CatalogueTree = memo(function CatalogueTree({
  file,
  language,
  selected,
  readOnly,
  onOpen,
  onEdit,
  onAdd,
}: {
  file: CatalogueFile;
  language: Language;
  selected: string;
  readOnly: boolean;
  onOpen: (path: string) => void;
  onEdit: (ops: CatalogueDraftOperation[]) => void;
  /** Adds an entry to a top list (categories, parameters, models, rule sets); null when adding is not offered. */
  onAdd: ((list: TopList) => void) | null;
}) {
  const { t } = useTranslation('catalogue');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [dragged, setDragged] = useState<string | null>(null);
  const [tip, setTip] = useState<{ text: string; left: number; top: number } | null>(null);
  // A scroll moves the entry away from its tip: the tip goes.
  useEffect(() => {
    if (!tip) {
      return;
    }
    const hide = () => setTip(null);
    window.addEventListener('scroll', hide, true);
    return () => window.removeEventListener('scroll', hide, true);
  }, [tip]);
  /** Shows an entry's whole label under it when the pane's width cuts it (pointed at or focused). */
  const showTip = (button: HTMLElement, text: string) => {
    const shown = button.querySelector('.cat-tree__label');
    if (!shown || shown.scrollWidth <= shown.clientWidth) {
      setTip(null);
      return;
    }
    const box = button.getBoundingClientRect();
    setTip({ text, left: Math.max(8, box.left), top: box.bottom + 4 });
  };
  const sections = useMemo(() => sectionsOf(file, language, t), [file, language, t]);

  const move = (list: string, from: number, to: number, length: number) => {
    if (readOnly || to < 0 || to >= length || from === to) {
      return;
    }
    onEdit([moveOp(list, from, to)]);
    onOpen(`${list}/${to}`);
  };
  const indexOf = (path: string) => Number(path.slice(path.lastIndexOf('/') + 1));

  const renderNodes = (nodes: TreeNode[], level: number) => (
    <ul className="cat-tree__list" data-level={level}>
      {nodes.map((entry) => {
        const label = typeof entry.label === 'function' ? entry.label() : entry.label;
        const isOpen = expanded.has(entry.path) || (selected !== entry.path && isWithin(selected, entry.path));
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            setTip(null);
          }
          if (!event.altKey || !entry.list || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) {
            return;
          }
          event.preventDefault();
          const from = indexOf(entry.path);
          move(entry.list, from, from + (event.key === 'ArrowUp' ? -1 : 1), nodes.length);
          requestAnimationFrame(() =>
            document.querySelector<HTMLButtonElement>('.cat-tree [aria-current="true"]')?.focus(),
          );
        };
        return (
          <li
            key={entry.path}
            draggable={!readOnly && entry.list !== null}
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer.effectAllowed = 'move';
              setDragged(entry.path);
            }}
            onDragOver={(event) => {
              if (dragged && entry.list && dragged.slice(0, dragged.lastIndexOf('/')) === entry.list) {
                event.preventDefault();
                event.stopPropagation();
              }
            }}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (dragged && entry.list) {
                move(entry.list, indexOf(dragged), indexOf(entry.path), nodes.length);
              }
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            className={dragged === entry.path ? 'cat-tree__item is-dragged' : 'cat-tree__item'}
          >
            <div className="cat-tree__row">
              {entry.children.length > 0 ? (
                <button
                  type="button"
                  className="cat-tree__toggle"
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? 'tree.collapse' : 'tree.expand', { name: label })}
                  onClick={() =>
                    setExpanded((now) => {
                      const next = new Set(now);
                      if (isOpen) {
                        next.delete(entry.path);
                      } else {
                        next.add(entry.path);
                      }
                      return next;
                    })
                  }
                >
                  {isOpen ? '▾' : '▸'}
                </button>
              ) : (
                <span className="cat-tree__spacer" aria-hidden="true" />
              )}
              <button
                type="button"
                className="cat-tree__entry"
                aria-current={selected === entry.path ? 'true' : undefined}
                onClick={() => onOpen(entry.path)}
                onPointerEnter={(event) => showTip(event.currentTarget, label)}
                onPointerLeave={() => setTip(null)}
                onFocus={(event) => showTip(event.currentTarget, label)}
                onBlur={() => setTip(null)}
                onKeyDown={onKeyDown}
                aria-keyshortcuts={entry.list && !readOnly ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
              >
                <span className="cat-tree__label">{label}</span>
                {entry.isIncomplete ? (
                  <span className="cat-tree__missing" title={t('tree.incomplete')}>
                    <span aria-hidden="true">•</span>
                    <span className="visually-hidden">{t('tree.incomplete')}</span>
                  </span>
                ) : null}
              </button>
            </div>
            {isOpen && entry.children.length > 0 ? renderNodes(entry.children, level + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className="cat-tree" aria-label={t('tree.label')}>
      {tip ? (
        // The entry's accessible name is its whole label already: the tip is for the eyes only.
        <div
          className="cat-tree__tip"
          aria-hidden="true"
          style={{ left: tip.left, top: tip.top }}
          data-testid="tree-tip"
        >
          {tip.text}
        </div>
      ) : null}
      {!readOnly ? <p className="cat-tree__hint">{t('tree.reorderHint')}</p> : null}
      {sections.map((section) => (
        <section key={section.key} className="cat-tree__section" aria-labelledby={`cat-tree-${section.key}`}>
          <div className="cat-tree__heading">
            <h3 id={`cat-tree-${section.key}`}>
              {section.title} <span className="cat-tree__count">{section.nodes.length}</span>
            </h3>
            {onAdd && isTopList(section.key) ? (
              <button
                type="button"
                className="cat-link"
                onClick={() => onAdd(section.key as TopList)}
                data-testid={`add-${section.key}`}
              >
                {t(`tree.add.${section.key}`)}
              </button>
            ) : null}
          </div>
          {section.nodes.length > 0 ? (
            renderNodes(section.nodes, 0)
          ) : (
            <p className="cat-tree__empty">{t('tree.empty')}</p>
          )}
        </section>
      ))}
    </nav>
  );
});
