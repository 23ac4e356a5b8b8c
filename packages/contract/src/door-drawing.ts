import type { DataType } from './constants';

/**
 * The door drawing is declared in the catalogue file, never inferred from codes (CONVENTIONS "Catalogue files"): a
 * parameter that drives a part of the drawing carries `"drawing": { "role": ROLE }`, and each value of a kind role
 * names the kind it draws (`"drawing": "double"`). The engine's drawing reads these roles and kinds only. Zod-free:
 * the browser's engine draws with them on the customer's first pages.
 */

/** Number roles: the parameter's number, in millimetres. */
export const DRAWING_NUMBER_ROLES = ['width', 'height', 'sideWidth', 'fanlightHeight'] as const;
/** Colour roles: the chosen value's `color`. */
export const DRAWING_COLOUR_ROLES = ['leafColour', 'frameColour', 'handleFinish'] as const;
/** Text roles: the text typed (the house number painted on an entrance door). */
export const DRAWING_TEXT_ROLES = ['houseNumber'] as const;

/** Kind roles and the kinds their values may draw; the first kind is what the drawing shows without the parameter. */
export const DRAWING_KINDS_BY_ROLE = {
  leaves: ['single', 'double'],
  surface: ['smooth', 'fine', 'woodgrain'],
  glass: ['none', 'clear', 'satin', 'ornament', 'grey', 'triple'],
  handle: ['lever', 'knob', 'bar600', 'bar1200', 'flush'],
  hinge: ['left', 'right'],
  opening: ['inward', 'outward'],
  sidePanel: ['none', 'left', 'right', 'both'],
  fanlight: ['none', 'rect'],
} as const;

/** A kind role. */
export type DrawingKindRole = keyof typeof DRAWING_KINDS_BY_ROLE;
/** Kind roles in the order the format lists them. */
export const DRAWING_KIND_ROLES = Object.keys(DRAWING_KINDS_BY_ROLE) as DrawingKindRole[];

/**
 * A colour role whose values may also name a kind: a leaf colour may carry the surface it has (`"woodgrain"` for a
 * wood décor), which then wins over the `surface` parameter's.
 */
export const DRAWING_COLOUR_KINDS: Partial<Record<DrawingColourRole, readonly string[]>> = {
  leafColour: DRAWING_KINDS_BY_ROLE.surface,
};

/** A number role. */
export type DrawingNumberRole = (typeof DRAWING_NUMBER_ROLES)[number];
/** A colour role. */
export type DrawingColourRole = (typeof DRAWING_COLOUR_ROLES)[number];
/** A text role. */
export type DrawingTextRole = (typeof DRAWING_TEXT_ROLES)[number];
/** Every part of the drawing a parameter can drive. */
export type DrawingRole = DrawingNumberRole | DrawingColourRole | DrawingTextRole | DrawingKindRole;

/** Every role, in the order the format lists them. */
export const DRAWING_ROLES: readonly DrawingRole[] = [
  ...DRAWING_NUMBER_ROLES,
  ...DRAWING_COLOUR_ROLES,
  ...DRAWING_KIND_ROLES,
  ...DRAWING_TEXT_ROLES,
];

/** Every kind a value may name (the union of every kind role's kinds), each once. */
export const DRAWING_KINDS: readonly string[] = [...new Set(Object.values(DRAWING_KINDS_BY_ROLE).flat())];

/** How a role reads its parameter: a number, a colour, a kind or a text. */
export type DrawingRoleClass = 'number' | 'colour' | 'kind' | 'text';

const ROLE_CLASS = new Map<string, DrawingRoleClass>([
  ...DRAWING_NUMBER_ROLES.map((role) => [role, 'number'] as const),
  ...DRAWING_COLOUR_ROLES.map((role) => [role, 'colour'] as const),
  ...DRAWING_KIND_ROLES.map((role) => [role, 'kind'] as const),
  ...DRAWING_TEXT_ROLES.map((role) => [role, 'text'] as const),
]);

/** Whether a text is a role of the format. */
export const isDrawingRole = (role: string): role is DrawingRole => ROLE_CLASS.has(role);

/** How a role reads its parameter (undefined: not a role). */
export const drawingRoleClass = (role: string): DrawingRoleClass | undefined => ROLE_CLASS.get(role);

/** The data types a parameter of each role class may have. */
export const DRAWING_ROLE_DATA_TYPES: Record<DrawingRoleClass, readonly DataType[]> = {
  number: ['integer', 'double', 'decimal'],
  colour: ['string', 'data', 'color'],
  kind: ['string', 'data', 'color'],
  text: ['text'],
};

/** The kinds the values of a parameter of a role may name (empty: its values name none). */
export const drawingKindsOf = (role: string): readonly string[] =>
  (DRAWING_KINDS_BY_ROLE as Record<string, readonly string[]>)[role] ??
  (DRAWING_COLOUR_KINDS as Record<string, readonly string[]>)[role] ??
  [];
