import { expect } from '@open-wc/testing';
import { archiveUrl } from './helpers/archive.ts';

describe('the archive server of the browser tests', () => {
  it('answers from another origin (CORS) with the shared archive open', async () => {
    const url = await archiveUrl();
    const response = await fetch(`${url}/health`);
    expect(response.ok).to.equal(true);
    expect(await response.json()).to.deep.equal({ status: 'ok', archive: 'open' });
  });
});
