// The parts of the Custom Elements Manifest schema (custom-elements-manifest/schema) we read.
export interface ManifestItem {
  name: string;
  description?: string;
  summary?: string;
  type?: { text: string };
  default?: string;
  syntax?: string;
}

export interface ManifestMember extends ManifestItem {
  kind: 'field' | 'method';
  privacy?: 'public' | 'private' | 'protected';
  readonly?: boolean;
  static?: boolean;
  parameters?: ManifestItem[];
  return?: { type?: { text: string } };
}

export interface ManifestDeclaration extends ManifestItem {
  kind: string;
  customElement?: boolean;
  tagName?: string;
  attributes?: ManifestItem[];
  events?: ManifestItem[];
  cssParts?: ManifestItem[];
  cssProperties?: ManifestItem[];
  slots?: ManifestItem[];
  members?: ManifestMember[];
}

export interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations: ManifestDeclaration[]; exports?: unknown[] }[];
}

export function analyzeElements(): Promise<Manifest>;
export function customElementDeclarations(manifest: Manifest): ManifestDeclaration[];
