import { DRAWING_ROLE_DATA_TYPES, DRAWING_ROLES, drawingKindsOf, drawingRoleClass } from '@door/contract';
import { finding, pointer } from './catalogue-findings';
import type { DraftCatalogue } from './catalogue-read';
import { add, type Collector } from './lint-collector';

/** The finding keys of the drawing checks: none changes what the engine does, so models are still explored. */
export const DRAWING_FINDING_KEYS = [
  'unknownDrawingRole',
  'drawingRoleType',
  'drawingRoleTwice',
  'drawingKindMissing',
  'unknownDrawingKind',
  'drawingKindWithoutRole',
  'drawingColourMissing',
] as const;

const list = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

/** A parameter's role when it is one of the format's on a type it can read (the others are reported on their own). */
const knownRole = (param: DraftCatalogue['parameters'][number]): string | undefined => {
  const role = param?.drawing?.role;
  const roleClass = role === undefined ? undefined : drawingRoleClass(role);
  return roleClass && param && DRAWING_ROLE_DATA_TYPES[roleClass].includes(param.dataType) ? role : undefined;
};

/**
 * The drawing the file declares (docs/catalogue-format.md "The door drawing"): each role is one the format knows, on a
 * parameter of a data type it can read; every value of a kind role names one of the role's kinds, and no other value
 * names a kind (a leaf colour may name its surface); a colour role's value without a colour is drawn in the default
 * colour (a warning); and a model uses at most one parameter of each role.
 */
export const checkDrawing = (collector: Collector, draft: DraftCatalogue) => {
  draft.parameters.forEach((param, index) => {
    if (!param) {
      return;
    }
    const path = pointer('parameters', index);
    const role = param.drawing?.role;
    const roleClass = role === undefined ? undefined : drawingRoleClass(role);
    if (role !== undefined && roleClass === undefined) {
      // The values' kinds cannot be checked against a role the format does not know.
      add(collector, finding(`${path}/drawing/role`, 'unknownDrawingRole', { role, roles: list(DRAWING_ROLES) }));
      return;
    }
    if (role !== undefined && roleClass !== undefined && !DRAWING_ROLE_DATA_TYPES[roleClass].includes(param.dataType)) {
      add(
        collector,
        finding(`${path}/drawing/role`, 'drawingRoleType', {
          role,
          dataType: param.dataType,
          types: list(DRAWING_ROLE_DATA_TYPES[roleClass]),
        }),
      );
      return;
    }
    const kinds = roleClass === undefined ? [] : drawingKindsOf(role as string);
    param.values.forEach((value, valueIndex) => {
      if (!value) {
        return;
      }
      const at = `${path}/values/${valueIndex}`;
      if (value.drawing !== undefined && kinds.length === 0) {
        add(
          collector,
          finding(`${at}/drawing`, 'drawingKindWithoutRole', {
            kind: value.drawing,
            value: value.code,
            param: param.code,
          }),
        );
      } else if (value.drawing !== undefined && !kinds.includes(value.drawing)) {
        add(
          collector,
          finding(`${at}/drawing`, 'unknownDrawingKind', {
            kind: value.drawing,
            role: role as string,
            kinds: list(kinds),
          }),
        );
      } else if (value.drawing === undefined && roleClass === 'kind') {
        add(
          collector,
          finding(`${at}/drawing`, 'drawingKindMissing', {
            value: value.code,
            param: param.code,
            role: role as string,
            kinds: list(kinds),
          }),
        );
      }
      if (roleClass === 'colour' && value.color === undefined) {
        add(
          collector,
          finding(`${at}/color`, 'drawingColourMissing', { value: value.code, role: role as string }, 'warning'),
        );
      }
    });
  });
  const roles = new Map(
    draft.parameters.flatMap((param) => (param && knownRole(param) ? [[param.code, knownRole(param) as string]] : [])),
  );
  draft.models.forEach((model, modelIndex) => {
    if (!model) {
      return;
    }
    const first = new Map<string, string>();
    model.parameters.forEach((use, useIndex) => {
      const role = use ? roles.get(use.code) : undefined;
      if (!use || role === undefined) {
        return;
      }
      const earlier = first.get(role);
      if (earlier === undefined) {
        first.set(role, use.code);
      } else if (earlier !== use.code) {
        add(
          collector,
          finding(pointer('models', modelIndex, 'parameters', useIndex), 'drawingRoleTwice', {
            model: model.code,
            role,
            first: earlier,
            param: use.code,
          }),
        );
      }
    });
  });
};
