// An element's attributes are declared once, in a table: an object whose keys are the attribute
// names and whose rows carry a JSDoc comment (the one-line documentation, `@type {T}` and, if any,
// `@default value`). The element observes or passes on the table's keys, r2wc's props are derived
// from them, and custom-elements-manifest.config.mjs reads the comments (of the tables listed in
// scripts/attribute-tables.mjs) into custom-elements.json, from which README's element reference
// is generated. Comments cost the bundles nothing.
//
// An r2wc element whose every attribute reaches its component as a string keys its table by the
// props instead ({ inApp: 'string' }): the table is then r2wc's props option as it stands, and each
// key's attribute is what r2wc observes for it (attributeName), so the bundle carries no helper.

/** 'results-url' -> 'resultsUrl', '3d-url' -> '3dUrl': the property r2wc maps an attribute to. */
export type PropertyName<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PropertyName<Tail>>}`
  : Name;

export function propertyName<Name extends string>(name: Name): PropertyName<Name> {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as PropertyName<Name>;
}

/** 'inApp' -> 'in-app', '3dUrl' -> '3d-url': the attribute r2wc observes for a prop (its rule). */
export function attributeName(prop: string): string {
  return prop.replace(
    /([a-z0-9])([A-Z])/g,
    (_, before: string, capital: string) => `${before}-${capital.toLowerCase()}`,
  );
}

/**
 * The attributes of a table keyed by props, in its order. Marked free of side effects so that a
 * bundle whose element never reads the names drops the call (rollup cannot tell by itself).
 */
/* @__NO_SIDE_EFFECTS__ */
export function propAttributeNames(table: Record<string, 'string'>): string[] {
  return Object.keys(table).map(attributeName);
}

/** The table's names, in its order. */
export function attributeNames<Name extends string>(table: Record<Name, unknown>): Name[] {
  return Object.keys(table) as Name[];
}

/** A table's names whose row is true (for an r2wc element: the attributes it maps to props). */
export type TrueRowName<Table> = { [Name in keyof Table]: Table[Name] extends true ? Name : never }[keyof Table];

export function trueRowNames<Table extends Record<string, boolean>>(
  table: Table,
): Extract<TrueRowName<Table>, string>[] {
  return attributeNames(table).filter((name) => table[name]) as Extract<TrueRowName<Table>, string>[];
}

/** r2wc's props for attributes that reach the component as strings. */
export function stringProps<Name extends string>(names: readonly Name[]): Record<PropertyName<Name>, 'string'> {
  return Object.fromEntries(names.map((name) => [propertyName(name), 'string'])) as Record<
    PropertyName<Name>,
    'string'
  >;
}
