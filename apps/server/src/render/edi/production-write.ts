import type { PartsTreeNode } from '@door/contract';
import type { DoorSize } from '@door/engine/door';
import { CODE_PATTERN, checkEdiDocument, invalidValue } from './edi-check';
import type { EdiDocument } from './edi-document';
import {
  calculationNode,
  cleanEdiDocument,
  headerNode,
  modelNodes,
  partiesNode,
  rootAttributes,
  termsNode,
  totalsNode,
} from './edi-write';
import { element, optionalText, serializeXml, type XmlNode, xmlSafe } from './xml-text';

/**
 * The cut-size rule (a plausible workshop rule, not a manufacturer's): the door's width × height (the parameters with
 * the drawing roles `width` and `height`) are its outer frame size in mm. The frame is cut from a profile 60 mm wide:
 * two jambs of the full height, one head of the full width. A leaf has 3 mm air on each side and at the top, 3 mm
 * between two leaves, 10 mm above the floor; a double door (the `leaves` role's kind `double`) splits the clear width
 * into two equal leaves, rounded down to whole mm.
 */
export const CUT_RULE = { frameProfileMm: 60, leafGapMm: 3, floorGapMm: 10, maxMm: 100_000 } as const;

/** One cut item of a position, in whole mm, pieces for the whole position (door count × pieces per door). */
export type CutSize =
  | { item: 'FRAME_JAMB' | 'FRAME_HEAD'; pieces: number; lengthMm: number }
  | { item: 'LEAF'; pieces: number; widthMm: number; heightMm: number };

/**
 * The cut sizes of a position of `quantity` doors by `CUT_RULE`; empty when the door has no usable size (a model
 * without parameters of the roles `width` and `height`, or a size too small for a leaf).
 */
export const cutSizesOf = (size: DoorSize | undefined, quantity: number): CutSize[] => {
  const width = size?.widthMm == null ? null : Math.round(size.widthMm);
  const height = size?.heightMm == null ? null : Math.round(size.heightMm);
  if (width === null || height === null || width > CUT_RULE.maxMm || height > CUT_RULE.maxMm) {
    return [];
  }
  const leaves = size?.leaves ?? 1;
  const { frameProfileMm, leafGapMm, floorGapMm } = CUT_RULE;
  const leafWidth = Math.floor((width - 2 * frameProfileMm - 2 * leafGapMm - (leaves - 1) * leafGapMm) / leaves);
  const leafHeight = height - frameProfileMm - leafGapMm - floorGapMm;
  if (leafWidth < 1 || leafHeight < 1) {
    return [];
  }
  const doors = quantity;
  return [
    { item: 'FRAME_JAMB', pieces: 2 * doors, lengthMm: height },
    { item: 'FRAME_HEAD', pieces: doors, lengthMm: width },
    { item: 'LEAF', pieces: leaves * doors, widthMm: leafWidth, heightMm: leafHeight },
  ];
};

type PartGroup = { code: string; name: string; count: number; children: PartsTreeNode[] };

/** Siblings with the same part code become one part with a count, in the order of their first appearance. */
const groupSiblings = (nodes: readonly PartsTreeNode[]): PartGroup[] => {
  const groups = new Map<string, PartGroup>();
  for (const node of nodes) {
    const code = xmlSafe(node.PartCode);
    if (!CODE_PATTERN.test(code)) {
      throw invalidValue('Part/Code');
    }
    const group = groups.get(code);
    if (group) {
      group.count += 1;
      group.children.push(...node.Childs);
    } else {
      groups.set(code, { code, name: node.Title, count: 1, children: [...node.Childs] });
    }
  }
  return [...groups.values()];
};

// The part's database id (PartId) is left out on purpose: the file names parts by their codes only.
const partsNode = (nodes: readonly PartsTreeNode[], multiplier: number): XmlNode =>
  element(
    'Parts',
    groupSiblings(nodes).map((group) =>
      element('Part', [
        { name: 'Code', text: group.code },
        optionalText('Name', group.name),
        { name: 'Quantity', text: String(group.count * multiplier) },
        group.children.length > 0 ? partsNode(group.children, group.count * multiplier) : null,
      ]),
    ),
  );

const cutNode = (cut: CutSize): XmlNode =>
  element(
    'Cut',
    cut.item === 'LEAF'
      ? [
          { name: 'Pieces', text: String(cut.pieces) },
          { name: 'Width', text: String(cut.widthMm) },
          { name: 'Height', text: String(cut.heightMm) },
        ]
      : [
          { name: 'Pieces', text: String(cut.pieces) },
          { name: 'Length', text: String(cut.lengthMm) },
        ],
    [['item', cut.item]],
  );

/**
 * Writes the production file of a document submitted for production (root `ProductionOrder` of `orders.xsd`):
 * header and parties as in the EDI message, and per line the model, parameters, the parts tree (codes and
 * quantities for the whole line; equal sibling codes counted together) and the cut sizes. `partsTrees` maps a
 * position number to the engine's parts tree of that configuration (a missing entry writes an empty Parts), `sizes`
 * to its door's size (a missing entry writes no cut sizes).
 * Deterministic: same input, same bytes.
 */
export const writeProductionXml = (
  doc: EdiDocument,
  partsTrees: ReadonlyMap<number, readonly PartsTreeNode[]>,
  sizes: ReadonlyMap<number, DoorSize> = new Map(),
): string => {
  const clean = cleanEdiDocument(doc);
  checkEdiDocument(clean);
  const lines = clean.positions.map((line) => {
    const cuts = cutSizesOf(sizes.get(line.position), line.quantity);
    return element(
      'Line',
      [
        { name: 'Quantity', text: String(line.quantity) },
        ...modelNodes(line),
        partsNode(partsTrees.get(line.position) ?? [], line.quantity),
        cuts.length > 0 ? element('CutSizes', cuts.map(cutNode), [['unit', 'mm']]) : null,
        line.calculation ? calculationNode(line.calculation) : null,
      ],
      [['number', String(line.position)]],
    );
  });
  return serializeXml(
    element(
      'ProductionOrder',
      [
        headerNode(clean.header),
        partiesNode(clean.parties),
        element('Lines', lines),
        totalsNode(clean.totals),
        clean.terms ? termsNode(clean.terms) : null,
      ],
      rootAttributes(),
    ),
  );
};
