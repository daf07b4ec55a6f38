// The builder's sections, one entry per service (seed 000 §2): label, help topic, and how a node
// of it is called. The tree services edit groups of terminals (terminal-editors.ts); the others
// have one editor each (service-editors.ts).

import type { ServiceType } from '../../model/types.ts';
import { SERVICE_HELP_TOPICS, SERVICE_TYPES } from '../../model/constants/vocabulary.ts';
import { SERVICE_LABELS } from '../../model/constants/labels.ts';

export interface SectionSpec {
  service: ServiceType;
  label: string;
  /** Path below the docs base: search-and-browse/advanced-search/{topic}. */
  helpTopic: string;
  /** What one of its terminals is called ('term', 'attribute', 'condition'). */
  noun: string;
}

const NOUNS: Partial<Record<ServiceType, string>> = { full_text: 'term', text: 'attribute', text_chem: 'attribute' };

export const SECTION_REGISTRY: readonly SectionSpec[] = SERVICE_TYPES.map((service) => ({
  service,
  label: SERVICE_LABELS[service],
  helpTopic: SERVICE_HELP_TOPICS[service],
  noun: NOUNS[service] ?? 'condition',
}));

export function sectionSpec(service: ServiceType): SectionSpec {
  return SECTION_REGISTRY.find((spec) => spec.service === service) as SectionSpec;
}
