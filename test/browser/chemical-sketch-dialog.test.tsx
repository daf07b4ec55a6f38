// Issue 31 item 10: a sketcher frame that never says it is ready (a page whose policy refused it
// without the browser reporting so) is not "Loading the sketcher…" forever: after the timeout the
// dialog says in one line what the page must allow, keeps focus inside, and Close still closes.
import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { ChemicalSketchDialog } from '../../src/ui/query-builder/chemical/ChemicalSketchDialog.tsx';
import { MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { until } from './helpers/settle.ts';

let host: HTMLElement;
let root: Root;

afterEach(() => {
  root.unmount();
  host.remove();
});

it('says what the page must allow once the frame stays silent past the timeout; Close still closes', async () => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  let closed = false;
  // a page of this origin that is no sketcher: it never posts 'ready'
  const src = `${location.origin}/no-sketcher-here`;
  root.render(
    <ChemicalSketchDialog
      open
      src={src}
      descriptorType="SMILES"
      loadTimeoutMs={200}
      onApply={() => undefined}
      onClose={() => {
        closed = true;
      }}
    />,
  );
  const dialog = () => host.querySelector('dialog')!;
  await until(() => dialog()?.dataset.state === 'loading');
  expect(dialog().querySelector('[role=status]')?.textContent).to.equal('Loading the sketcher…');
  await until(() => dialog().dataset.state === 'failed');
  expect(dialog().querySelector('[role=alert]')?.textContent).to.equal(
    MESSAGE_TEMPLATES.sketcherTimedOut(location.origin),
  );
  expect(dialog().querySelector('[role=status]')).to.equal(null, 'the loading line is gone');
  expect(dialog().contains(document.activeElement)).to.equal(true, 'focus stays inside the dialog');
  expect(document.activeElement?.textContent).to.equal('Close');
  (document.activeElement as HTMLButtonElement).click();
  expect(closed).to.equal(true);
});
