import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderSection, ServiceType } from '../../model/types.ts';
import { advancedSearchDoc, linkFor } from '../../model/link-templates.ts';
import { isTreeService } from '../../model/builder/edit.ts';
import { useBuilder } from './builder-context.ts';
import { SectionContext } from './section-context.ts';
import { sectionSpec } from './section-registry.ts';
import { CountControl } from './CountControl.tsx';
import { countSectionChecked } from './entry-reference-gate.ts';
import { GroupEditor } from './GroupEditor.tsx';
import { SERVICE_EDITORS } from './service-editors.ts';
import { Button } from '../common/Button.tsx';
import { ServiceSectionBody } from './HeldCondition.tsx';

export interface BuilderSectionPanelProps {
  service: ServiceType;
  /** The section in the store's proxy, or undefined while the service is not in the builder. */
  section: BuilderSection | undefined;
  /** Changes when the section is added or replaced (its root's id). */
  version: string;
}

/**
 * One collapsible service section (seed 000 §2): a fieldset whose legend opens and closes it (and
 * adds the service the first time), its help link, its Count, and its editor.
 */
export const BuilderSectionPanel = memo(function BuilderSectionPanel({ service, section }: BuilderSectionPanelProps) {
  const { store } = useBuilder();
  const spec = sectionSpec(service);
  const config = useSnapshot(store.state.config);
  const counts = useSnapshot(store.state).counts;
  const open = useSnapshot(store.state.queryBuilder).sections.find((s) => s.service === service)?.open ?? false;
  const bodyId = `section-${service}`;
  const helpHref = linkFor('docs', advancedSearchDoc(spec.helpTopic), config);
  const Editor = SERVICE_EDITORS[service];

  return (
    <fieldset className="section" data-service={service} data-open={open ? 'true' : 'false'}>
      <legend className="section-legend">
        <button
          type="button"
          className="section-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => store.actions.toggleSection(service)}
        >
          <span className="chevron" aria-hidden="true" />
          {spec.label}
        </button>
      </legend>
      <div className="section-tools">
        <a className="help-link" href={helpHref} target="_blank" rel="noopener noreferrer">
          Help<span className="pdb-visually-hidden"> on {spec.label} search (opens in a new tab)</span>
        </a>
        {section && open && Editor ? (
          <Button variant="link" onClick={() => store.actions.clearSection(service)}>
            Clear<span className="pdb-visually-hidden"> {spec.label}</span>
          </Button>
        ) : null}
        {section && open ? (
          <CountControl
            countKey={service}
            count={counts[service]}
            subject={`${spec.label} section`}
            run={() => countSectionChecked(store, service)}
          />
        ) : null}
      </div>
      {section && open ? (
        <div className="section-body" id={bodyId}>
          <SectionContext.Provider value={section}>
            {isTreeService(service) ? (
              <GroupEditor group={section.root} service={service} noun={spec.noun} depth={0} />
            ) : Editor ? (
              <ServiceSectionBody section={section} root={section.root} Editor={Editor} />
            ) : null}
          </SectionContext.Provider>
        </div>
      ) : (
        <div id={bodyId} hidden />
      )}
    </fieldset>
  );
});
