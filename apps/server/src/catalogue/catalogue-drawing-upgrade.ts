import {
  type CatalogueParameter,
  type CatalogueValue,
  DRAWING_ROLE_DATA_TYPES,
  type DrawingRole,
  drawingRoleClass,
} from '@door/contract';

/**
 * Before the drawing was declared in the file (issue 38), the door drawing read a fixed list of parameter and value
 * codes. This is that list, written down once, for one purpose only: the upgrade of catalogue versions and drafts
 * stored before then (`db/seed/catalogue-drawing.upgrade.ts`, docs/decisions.md "The drawing declared in the file"),
 * so that every stored configuration keeps the picture it had. Nothing that draws reads it.
 */
const IMPLICIT_ROLES: Record<string, DrawingRole> = {
  width: 'width',
  height: 'height',
  sideWidth: 'sideWidth',
  fanlightHeight: 'fanlightHeight',
  leafColour: 'leafColour',
  frameColour: 'frameColour',
  handleFinish: 'handleFinish',
  leaves: 'leaves',
  surface: 'surface',
  glass: 'glass',
  handle: 'handle',
  hinge: 'hinge',
  opening: 'opening',
  sidePanel: 'sidePanel',
  fanlight: 'fanlight',
  houseNumber: 'houseNumber',
};

/** The kind the old drawing gave a value of a kind role by its code (and a wood leaf colour's surface by its tag). */
const implicitKind = (role: DrawingRole, value: CatalogueValue): string | undefined => {
  const code = value.code;
  const known = (kinds: string[], fallback: string) => (kinds.includes(code) ? code : fallback);
  switch (role) {
    case 'leaves':
      return code === 'double' ? 'double' : 'single';
    case 'surface':
      return known(['fine', 'woodgrain'], 'smooth');
    case 'glass':
      return known(['clear', 'satin', 'ornament', 'grey', 'triple'], 'clear');
    case 'handle':
      return known(['lever', 'knob', 'bar600', 'bar1200', 'flush'], 'lever');
    case 'hinge':
      return code === 'right' ? 'right' : 'left';
    case 'opening':
      return code === 'outward' ? 'outward' : 'inward';
    case 'sidePanel':
      return known(['left', 'right', 'both'], 'none');
    case 'fanlight':
      return code === 'rect' ? 'rect' : 'none';
    case 'leafColour':
      return value.tags?.includes('wood') ? 'woodgrain' : undefined;
    default:
      return undefined;
  }
};

/** Whether a catalogue's parameters declare any part of the drawing. */
export const declaresDrawing = (parameters: readonly CatalogueParameter[]): boolean =>
  parameters.some((param) => param.drawing !== undefined || param.values.some((value) => value.drawing !== undefined));

/**
 * The parameters of a catalogue stored before the drawing was declared, with the roles and kinds the old drawing read
 * from their codes written into them (`drawing`); a parameter whose data type its role cannot read is left as it is
 * (the old drawing ignored it too). Keys come after the others: the caller puts the file back in the format's order.
 */
export const declareImplicitDrawing = (parameters: readonly CatalogueParameter[]): CatalogueParameter[] =>
  parameters.map((param) => {
    const role = IMPLICIT_ROLES[param.code];
    const roleClass = role ? drawingRoleClass(role) : undefined;
    if (!role || !roleClass || !DRAWING_ROLE_DATA_TYPES[roleClass].includes(param.dataType)) {
      return param;
    }
    return {
      ...param,
      drawing: { role },
      values: param.values.map((value) => {
        const kind = implicitKind(role, value);
        return kind === undefined ? value : { ...value, drawing: kind };
      }),
    };
  });
