import type { PartsTreeNode } from '@door/contract';

/** The parts tree (bill of materials) as nested lists. */
export const PartsTree = ({ nodes }: { nodes: PartsTreeNode[] }) => (
  <ul className="parts-tree">
    {nodes.map((node) => (
      <li key={`${node.PartId}-${node.PartCode}-${node.Title}`}>
        <span className="parts-tree__title">{node.Title}</span>{' '}
        <code className="parts-tree__code">{node.PartCode}</code>
        {node.Childs.length > 0 ? <PartsTree nodes={node.Childs} /> : null}
      </li>
    ))}
  </ul>
);
